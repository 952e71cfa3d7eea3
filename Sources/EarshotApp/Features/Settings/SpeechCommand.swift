import EarshotCore

/// `speech`: Turn speech on or off: speech on, speech off.
public enum SpeechCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.speech.summary", help: "command.speech.help")
    public static let descriptor = CommandDescriptor(
        "speech", ["speak"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("speech", argument, context.io)
    }
}
