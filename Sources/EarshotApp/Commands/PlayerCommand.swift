import EarshotCore

/// `player`: Show or change the player: player NAME.
public enum PlayerCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.player.summary", help: "command.player.help")
    public static let descriptor = CommandDescriptor(
        "player", ["name", "user"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        if await session.refusedOnClub(descriptor.name) { return }
        await session.switchPlayer(argument)
    }
}
