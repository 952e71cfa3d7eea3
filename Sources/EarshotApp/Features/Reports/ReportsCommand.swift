import EarshotCore

/// `reports`: Moderators: open reports on questions and feedback, oldest first.
public enum ReportsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.reports.summary", help: "command.reports.help")
    public static let descriptor = CommandDescriptor(
        "reports", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).list()
    }
}
