import EarshotCore

/// `ask changes`: Moderators: send a question back: ask changes N REASON.
public enum AskChangesCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "ask changes", [], scope: .main,
        summary: "Moderators: send a question back: ask changes N REASON.",
        help:
            "ask changes N followed by what to change sends submitted question N back to its author, who edits it with submit N and sends it again. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.decide(argument, state: .changes)
    }
}
