import EarshotCore

/// `queue`: Moderators: questions waiting for review, oldest first.
public enum QueueCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "queue", [], scope: .main,
        summary: "Moderators: questions waiting for review, oldest first.",
        help:
            "queue lists submitted questions waiting for review, oldest first, ten at a time; type more for the next ten. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.showQueue()
    }
}
