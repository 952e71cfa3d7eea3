import EarshotCore

/// `review`: Moderators: read a submitted question in full: review N.
public enum ReviewCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "review", [], scope: .main,
        summary: "Moderators: read a submitted question in full: review N.",
        help:
            "review N reads submitted question N in full, with its author and state. Only moderators and admins may use it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.review(argument)
    }
}
