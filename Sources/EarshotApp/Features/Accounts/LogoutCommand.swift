import EarshotCore

/// `logout`: Log out, back to this computer's player.
public enum LogoutCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.logout.summary", help: "command.logout.help")
    public static let descriptor = CommandDescriptor(
        "logout", ["signout"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        if await context.needs.refusedOnClub(descriptor.name, context.io) { return }
        await context.needs.logout(context.io)
    }
}
