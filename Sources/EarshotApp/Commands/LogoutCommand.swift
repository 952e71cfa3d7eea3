import EarshotCore

/// `logout`: Log out, back to this computer's player.
public enum LogoutCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.logout.summary", help: "command.logout.help")
    public static let descriptor = CommandDescriptor(
        "logout", ["signout"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        if await session.refusedOnClub(descriptor.name) { return }
        await session.logout()
    }
}
