import EarshotCore

/// `fix`: Moderators: edit a reported question: fix N.
public enum FixCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.fix.summary", help: "command.fix.help")
    public static let descriptor = CommandDescriptor(
        "fix", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).fix(argument)
    }
}
