import EarshotCore

/// `reject`: Moderators: reject a submitted question: reject N REASON.
public enum RejectCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.reject.summary", help: "command.reject.help")
    public static let descriptor = CommandDescriptor(
        "reject", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).decide(argument, state: .rejected)
    }
}
