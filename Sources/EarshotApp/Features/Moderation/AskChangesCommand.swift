import EarshotCore

/// `ask changes`: Moderators: send a question back: ask changes N REASON.
public enum AskChangesCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.ask_changes.summary", help: "command.ask_changes.help")
    public static let descriptor = CommandDescriptor(
        "ask changes", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).decide(argument, state: .changes)
    }
}
