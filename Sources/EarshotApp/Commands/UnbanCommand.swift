import EarshotCore

/// `unban`: Admins: lift a ban: unban NAME.
public enum UnbanCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "unban", [], scope: .main,
        summary: "Admins: lift a ban: unban NAME.",
        help:
            "unban NAME lets a banned player log in and play again, and puts their scores back on the boards. Only admins may use it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.unban(argument)
    }
}
