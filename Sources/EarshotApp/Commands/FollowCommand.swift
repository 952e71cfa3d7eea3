import EarshotCore

/// `follow`: Follow a player: follow NAME.
public enum FollowCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.follow.summary", help: "command.follow.help")
    public static let descriptor = CommandDescriptor(
        "follow", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.follow(argument)
    }
}
