import EarshotCore

/// `approve`: Moderators: approve a submitted question: approve N.
public enum ApproveCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "approve", [], scope: .main,
        summary: "Moderators: approve a submitted question: approve N.",
        help:
            "approve N puts submitted question N into the bank, where games draw it. Its author hears at their next start or login. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.approve(argument)
    }
}
