import EarshotCore

/// `stop`: Stop speaking now.
public enum StopCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.stop.summary", help: "command.stop.help")
    public static let descriptor = CommandDescriptor(
        "stop", ["quiet", "hush", "shh", "silence"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("stop", argument, context.io)
    }
}
