import EarshotCore

/// `rate`: Set the speaking rate: rate 200 (80 to 450 words a minute).
public enum RateCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.rate.summary", help: "command.rate.help")
    public static let descriptor = CommandDescriptor(
        "rate", ["speed"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("rate", argument, context.io)
    }
}
