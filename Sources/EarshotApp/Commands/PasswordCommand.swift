import EarshotCore

/// `password`: Set or change your password.
public enum PasswordCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "password", ["passwd"], scope: .main,
        summary: "Set or change your password.",
        help:
            "password asks for your current password, if you have one, then the new one twice. It is never shown or said.")

    public static func run(_ argument: String, in session: Session) async {
        await session.changePassword()
    }
}
