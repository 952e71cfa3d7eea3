import EarshotCore

/// `unfollow`: Stop following a player: unfollow NAME.
public enum UnfollowCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.unfollow.summary", help: "command.unfollow.help")
    public static let descriptor = CommandDescriptor(
        "unfollow", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.unfollow(argument)
    }
}
