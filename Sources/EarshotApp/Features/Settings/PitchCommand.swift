import EarshotCore

/// `pitch`: Set the voice pitch: pitch 50 (0 to 100).
public enum PitchCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.pitch.summary", help: "command.pitch.help")
    public static let descriptor = CommandDescriptor(
        "pitch", [], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("pitch", argument, context.io)
    }
}
