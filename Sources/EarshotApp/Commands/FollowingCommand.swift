import EarshotCore

/// `following`: Who you follow.
public enum FollowingCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.following.summary", help: "command.following.help")
    public static let descriptor = CommandDescriptor(
        "following", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.listFollows(followers: false)
    }
}
