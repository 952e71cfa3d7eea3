import EarshotCore

/// `login`: Play as your account: login NAME.
public enum LoginCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.login.summary", help: "command.login.help")
    public static let descriptor = CommandDescriptor(
        "login", ["signin"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        if await session.refusedOnClub(descriptor.name) { return }
        await session.login(argument)
    }
}
