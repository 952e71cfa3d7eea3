import EarshotCore

/// `faster`: Speak faster (25 words a minute more).
public enum FasterCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.faster.summary", help: "command.faster.help")
    public static let descriptor = CommandDescriptor(
        "faster", ["quicker"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("faster", argument, context.io)
    }
}
