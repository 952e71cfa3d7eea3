import EarshotCore

/// `follow`: Follow a player: follow NAME.
public enum FollowCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "follow", [], scope: .main,
        summary: "Follow a player: follow NAME.",
        help:
            "follow NAME adds that player to your friends board (board friends) and to your following list.")

    public static func run(_ argument: String, in session: Session) async {
        await session.follow(argument)
    }
}
