import EarshotCore

/// `unfollow`: Stop following a player: unfollow NAME.
public enum UnfollowCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "unfollow", [], scope: .main,
        summary: "Stop following a player: unfollow NAME.",
        help:
            "unfollow NAME takes that player off your friends board.")

    public static func run(_ argument: String, in session: Session) async {
        await session.unfollow(argument)
    }
}
