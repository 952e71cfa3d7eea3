import EarshotCore

/// `login`: Play as your account: login NAME.
public enum LoginCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.login.summary", help: "command.login.help")
    public static let descriptor = CommandDescriptor(
        "login", ["signin"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        if await context.needs.refusedOnClub(descriptor.name, context.io) { return }
        await context.needs.login(argument, context.io)
    }
}
