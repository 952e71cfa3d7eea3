import EarshotCore

/// `password`: Set or change your password.
public enum PasswordCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.password.summary", help: "command.password.help")
    public static let descriptor = CommandDescriptor(
        "password", ["passwd"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        await context.needs.changePassword(context.io)
    }
}
