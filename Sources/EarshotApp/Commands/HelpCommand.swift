import EarshotCore

/// `help`: List the commands, or help NAME for one.
public enum HelpCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "help", ["?", "commands"], scope: .both,
        summary: "List the commands, or help NAME for one.",
        help:
            "help lists the commands. help followed by a command's name explains that command.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(session.help(argument))
    }
}
