import EarshotCore

/// `followers`: Who follows you.
public enum FollowersCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.followers.summary", help: "command.followers.help")
    public static let descriptor = CommandDescriptor(
        "followers", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.listFollows(followers: true)
    }
}
