import EarshotCore

/// `timing`: Set time limits: timing off, timing 2 (double time), timing on.
public enum TimingCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.timing.summary", help: "command.timing.help")
    public static let descriptor = CommandDescriptor(
        "timing", ["time limit"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.setTiming(argument, context.io)
    }
}
