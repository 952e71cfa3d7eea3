import EarshotCore

/// `modes`: List the game modes.
public enum ModesCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.modes.summary", help: "command.modes.help")
    public static let descriptor = CommandDescriptor(
        "modes", ["mode"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Listing>) async {
        await context.io.say(context.needs.modes(context.messages))
    }
}
