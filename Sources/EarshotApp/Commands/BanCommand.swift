import EarshotCore

/// `ban`: Admins: ban a player: ban NAME REASON.
public enum BanCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "ban", [], scope: .main,
        summary: "Admins: ban a player: ban NAME REASON.",
        help:
            "ban NAME, optionally followed by a reason, stops that player from logging in or playing, and takes their scores off the boards. Only admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.ban(argument)
    }
}
