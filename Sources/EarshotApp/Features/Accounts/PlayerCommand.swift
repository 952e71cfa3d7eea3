import EarshotCore

/// `player`: Show or change the player: player NAME.
public enum PlayerCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.player.summary", help: "command.player.help")
    public static let descriptor = CommandDescriptor(
        "player", ["name", "user"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        if await context.needs.refusedOnClub(descriptor.name, context.io) { return }
        await context.needs.switchTo(argument, context.io)
    }
}
