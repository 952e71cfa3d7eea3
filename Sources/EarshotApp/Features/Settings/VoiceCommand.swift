import EarshotCore

/// `voice`: Choose a voice or profile: voice clear, voice quick, voice duet.
public enum VoiceCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.voice.summary", help: "command.voice.help")
    public static let descriptor = CommandDescriptor(
        "voice", [], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("voice", argument, context.io)
    }
}
