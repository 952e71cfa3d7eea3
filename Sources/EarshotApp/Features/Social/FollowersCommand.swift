import EarshotCore

/// `followers`: Who follows you.
public enum FollowersCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.followers.summary", help: "command.followers.help")
    public static let descriptor = CommandDescriptor(
        "followers", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Social>) async {
        await context.needs.list(followers: true, context.io)
    }
}
