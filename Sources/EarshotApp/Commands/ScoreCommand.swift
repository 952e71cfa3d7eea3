import EarshotCore

/// `score`: Your score so far.
public enum ScoreCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "score", ["points"], scope: .game,
        summary: "Your score so far.",
        help:
            "score says your points so far, how many you got right, and how many questions are left.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(.info("score works during a game."))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .score
    }
}
