import EarshotCore

/// `skip`: Skip this question (no points).
public enum SkipCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "skip", ["pass", "next"], scope: .game,
        summary: "Skip this question (no points).",
        help:
            "skip moves on to the next question. You get no points for it, and Earshot tells you the answer.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(.info("skip works during a game."))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .skip
    }
}
