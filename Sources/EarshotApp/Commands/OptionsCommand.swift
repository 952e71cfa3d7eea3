import EarshotCore

/// `options`: Hear the options again.
public enum OptionsCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.options.summary", help: "command.options.help")
    public static let descriptor = CommandDescriptor(
        "options", ["choices"], scope: .game, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.say(.info(session.messages("repl.game.only", ["command": "options"])))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .repeatOptions
    }
}
