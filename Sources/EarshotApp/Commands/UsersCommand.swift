import EarshotCore

/// `users`: Admins: everyone with their role, state and last game.
public enum UsersCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.users.summary", help: "command.users.help")
    public static let descriptor = CommandDescriptor(
        "users", ["accounts"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.listUsers()
    }
}
