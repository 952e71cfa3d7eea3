import EarshotCore

/// `players`: List the players in this store.
public enum PlayersCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.players.summary", help: "command.players.help")
    public static let descriptor = CommandDescriptor(
        "players", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.say(await session.playersList())
    }
}
