import EarshotCore

/// `logout`: Log out, back to this computer's player.
public enum LogoutCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "logout", ["signout"], scope: .main,
        summary: "Log out, back to this computer's player.",
        help:
            "logout leaves your account and plays as this computer's local player, which has no password.")

    public static func run(_ argument: String, in session: Session) async {
        await session.logout()
    }
}
