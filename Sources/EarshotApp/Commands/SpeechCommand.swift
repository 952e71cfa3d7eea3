import EarshotCore

/// `speech`: Turn speech on or off: speech on, speech off.
public enum SpeechCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.speech.summary", help: "command.speech.help")
    public static let descriptor = CommandDescriptor(
        "speech", ["speak"], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("speech", argument)
    }
}
