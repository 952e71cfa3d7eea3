import EarshotCore

/// `account delete`: Delete your account and everything about you.
public enum AccountDeleteCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.account_delete.summary", help: "command.account_delete.help")
    public static let descriptor = CommandDescriptor(
        "account delete", ["delete account"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        await context.needs.delete(context.io)
    }
}
