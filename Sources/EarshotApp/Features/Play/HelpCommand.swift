import EarshotCore

/// `help`: List the commands, or help NAME for one.
public enum HelpCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.help.summary", help: "command.help.help")
    public static let descriptor = CommandDescriptor(
        "help", ["?", "commands", "bantuan", "帮助", "உதவி"], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.say(await GamePlay(session).help(argument))
    }
}
