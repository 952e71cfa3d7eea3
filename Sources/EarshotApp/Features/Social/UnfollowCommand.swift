import EarshotCore

/// `unfollow`: Stop following a player: unfollow NAME.
public enum UnfollowCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.unfollow.summary", help: "command.unfollow.help")
    public static let descriptor = CommandDescriptor(
        "unfollow", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Social>) async {
        let (io, m) = (context.io, context.messages)
        guard let target = await context.needs.directory.named(argument, io) else { return }
        let me = io.player.id
        if (try? await context.needs.follows.unfollow(me, target.id)) == true {
            await io.say(.info(m("social.unfollow.done", ["name": target.name])))
        } else {
            await io.say(.info(m("social.unfollow.notFollowing", ["name": target.name])))
        }
    }
}
