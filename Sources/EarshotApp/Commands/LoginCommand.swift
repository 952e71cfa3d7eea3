import EarshotCore

/// `login`: Play as your account: login NAME.
public enum LoginCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "login", ["signin"], scope: .main,
        summary: "Play as your account: login NAME.",
        help:
            "login NAME asks for that player's password, if they have one, and then plays as them. After wrong passwords, each try takes longer."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.login(argument)
    }
}
