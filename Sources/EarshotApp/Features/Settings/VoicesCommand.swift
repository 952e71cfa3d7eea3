import EarshotCore

/// `voices`: List the voices and voice profiles.
public enum VoicesCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.voices.summary", help: "command.voices.help")
    public static let descriptor = CommandDescriptor(
        "voices", [], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("voices", argument, context.io)
    }
}
