import EarshotCore

/// `modes`: List the game modes.
public enum ModesCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "modes", ["mode"], scope: .main,
        summary: "List the game modes.",
        help:
            "modes lists every game mode with a line about it and the plugin that gave it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(session.modesList())
    }
}
