import EarshotCore

/// `users`: Admins: everyone with their role, state and last game.
public enum UsersCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "users", ["accounts"], scope: .main,
        summary: "Admins: everyone with their role, state and last game.",
        help:
            "users lists every player of this store with their role (player, moderator or admin), whether they are banned or have no password, and the day of their last game. Only admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.listUsers()
    }
}
