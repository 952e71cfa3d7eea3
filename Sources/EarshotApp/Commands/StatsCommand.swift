import EarshotAccounts
import EarshotCore

/// `stats`: Your games, accuracy and best scores.
public enum StatsCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.stats.summary", help: "command.stats.help")
    public static let descriptor = CommandDescriptor(
        "stats", ["statistics", "scores"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        let name = argument.trimmingWhitespace
        if !name.isEmpty, NameKey.of(name) != NameKey.of(session.player.name) {
            // `stats` is your own; another player's games are in their profile.
            await session.say(.info(session.messages("stats.others", ["name": name])))
            return
        }
        await session.say(await session.statsList())
    }
}
