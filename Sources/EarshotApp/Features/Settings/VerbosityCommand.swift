import EarshotCore

/// `verbosity`: How much is said aloud: verbosity brief, normal or full.
public enum VerbosityCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.verbosity.summary", help: "command.verbosity.help")
    public static let descriptor = CommandDescriptor(
        "verbosity", ["wordiness"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.setVerbosity(argument, context.io)
    }
}
