import EarshotCore

/// `stats`: Your games, accuracy and best scores.
public enum StatsCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "stats", ["statistics", "scores"], scope: .main,
        summary: "Your games, accuracy and best scores.",
        help:
            "stats shows how many games you have played, how often you answered right, and your best score in each mode and category.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(session.statsList())
    }
}
