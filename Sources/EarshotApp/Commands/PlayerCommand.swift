import EarshotCore

/// `player`: Show or change the player: player NAME.
public enum PlayerCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "player", ["name", "user"], scope: .main,
        summary: "Show or change the player: player NAME.",
        help:
            "player on its own says who is playing. player NAME switches to a player who has no password; a player with one needs login NAME. To create a player, type register NAME. Scores and settings are kept per player."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.switchPlayer(argument)
    }
}
