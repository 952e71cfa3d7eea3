import EarshotCore

/// `approve`: Moderators: approve a submitted question: approve N.
public enum ApproveCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.approve.summary", help: "command.approve.help")
    public static let descriptor = CommandDescriptor(
        "approve", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).approve(argument)
    }
}
