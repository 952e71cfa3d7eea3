import EarshotAccounts
import EarshotCore

/// `stats`: Your games, accuracy and best scores.
public enum StatsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.stats.summary", help: "command.stats.help")
    public static let descriptor = CommandDescriptor(
        "stats", ["statistics", "scores"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Boards>) async {
        let (io, name) = (context.io, argument.trimmingWhitespace)
        if !name.isEmpty, NameKey.of(name) != NameKey.of(io.player.name) {
            // `stats` is your own; another player's games are in their profile.
            await io.say(.info(context.messages("stats.others", ["name": name])))
            return
        }
        await io.say(await context.needs.stats(io))
    }
}
