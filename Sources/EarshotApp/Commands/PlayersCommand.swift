import EarshotCore

/// `players`: List the players in this store.
public enum PlayersCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "players", [], scope: .main,
        summary: "List the players in this store.",
        help:
            "players lists everyone who has played with this store.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(session.playersList())
    }
}
