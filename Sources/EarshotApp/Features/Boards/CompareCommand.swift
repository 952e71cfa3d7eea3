import EarshotCore

/// `compare`: This week side by side with a player: compare NAME.
public enum CompareCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.compare.summary", help: "command.compare.help")
    public static let descriptor = CommandDescriptor(
        "compare", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Boards>) async {
        let directory = context.needs.directory
        guard let other = await directory.named(argument, context.io), let me = await directory.current(context.io) else { return }
        await context.needs.compare(me, with: other, context.io)
    }
}
