import EarshotCore

/// `resolve`: Moderators: mark a report done: resolve N NOTE.
public enum ResolveCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.resolve.summary", help: "command.resolve.help")
    public static let descriptor = CommandDescriptor(
        "resolve", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).close(argument, as: .done)
    }
}
