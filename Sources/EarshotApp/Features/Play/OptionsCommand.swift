import EarshotCore

/// `options`: Hear the options again.
public enum OptionsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.options.summary", help: "command.options.help")
    public static let descriptor = CommandDescriptor(
        "options", ["choices"], scope: .game, text: text)

    public static func run(_ argument: String, in context: Context<NoNeeds>) async {
        await context.io.say(.info(context.messages("repl.game.only", ["command": "options"])))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .repeatOptions
    }
}
