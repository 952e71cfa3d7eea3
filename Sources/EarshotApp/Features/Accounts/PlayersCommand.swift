import EarshotCore

/// `players`: List the players in this store.
public enum PlayersCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.players.summary", help: "command.players.help")
    public static let descriptor = CommandDescriptor(
        "players", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        let names = (try? await context.needs.store.playerNames()) ?? []
        await context.io.say(.list(title: context.messages.plural("lists.players", count: names.count), items: names))
    }
}
