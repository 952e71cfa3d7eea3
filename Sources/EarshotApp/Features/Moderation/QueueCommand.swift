import EarshotCore

/// `queue`: Moderators: questions waiting for review, oldest first.
public enum QueueCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.queue.summary", help: "command.queue.help")
    public static let descriptor = CommandDescriptor(
        "queue", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).showQueue()
    }
}
