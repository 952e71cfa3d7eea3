import EarshotCore

/// `account export`: Everything about you as one JSON file: account export FILE.
public enum AccountExportCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.account_export.summary", help: "command.account_export.help")
    public static let descriptor = CommandDescriptor(
        "account export", ["export account"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        await context.needs.export(argument, context.io)
    }
}
