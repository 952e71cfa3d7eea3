import EarshotCore

/// `voices`: List the voices and voice profiles.
public enum VoicesCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.voices.summary", help: "command.voices.help")
    public static let descriptor = CommandDescriptor(
        "voices", [], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("voices", argument)
    }
}
