import EarshotCore

/// `more`: The next page of the last list.
public enum MoreCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "more", [], scope: .main,
        summary: "The next page of the last list.",
        help:
            "more continues the last list that had more than ten lines, such as queue or questions.")

    public static func run(_ argument: String, in session: Session) async {
        await session.more()
    }
}
