import EarshotCore

/// `account delete`: Delete your account and everything about you.
public enum AccountDeleteCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "account delete", ["delete account"], scope: .main,
        summary: "Delete your account and everything about you.",
        help:
            "account delete asks for your password and a typed confirmation, then removes your account, settings, follows and games. Questions you submitted stay in the bank without your name."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.deleteAccount()
    }
}
