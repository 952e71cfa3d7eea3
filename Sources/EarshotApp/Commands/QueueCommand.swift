import EarshotCore

/// `queue`: Moderators: questions waiting for review, oldest first.
public enum QueueCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.queue.summary", help: "command.queue.help")
    public static let descriptor = CommandDescriptor(
        "queue", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.showQueue()
    }
}
