import EarshotCore

/// `following`: Who you follow.
public enum FollowingCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.following.summary", help: "command.following.help")
    public static let descriptor = CommandDescriptor(
        "following", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Social>) async {
        await context.needs.list(followers: false, context.io)
    }
}
