import EarshotCore

/// `slower`: Speak slower (25 words a minute less).
public enum SlowerCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.slower.summary", help: "command.slower.help")
    public static let descriptor = CommandDescriptor(
        "slower", [], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("slower", argument, context.io)
    }
}
