import EarshotCore

/// `earcons`: Turn the short tones on or off: earcons on, earcons off.
public enum EarconsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.earcons.summary", help: "command.earcons.help")
    public static let descriptor = CommandDescriptor(
        "earcons", ["sounds", "tones"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("earcons", argument, context.io)
    }
}
