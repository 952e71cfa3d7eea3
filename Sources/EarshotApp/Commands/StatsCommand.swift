import EarshotCore

/// `stats`: Your games, accuracy and best scores.
public enum StatsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.stats.summary", help: "command.stats.help")
    public static let descriptor = CommandDescriptor(
        "stats", ["statistics", "scores"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.say(await session.statsList())
    }
}
