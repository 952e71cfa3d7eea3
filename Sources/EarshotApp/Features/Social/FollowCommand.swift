import EarshotCore

/// `follow`: Follow a player: follow NAME.
public enum FollowCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.follow.summary", help: "command.follow.help")
    public static let descriptor = CommandDescriptor(
        "follow", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Social>) async {
        let (io, m) = (context.io, context.messages)
        guard let target = await context.needs.directory.named(argument, io) else { return }
        let me = io.player.id
        guard target.id != me else {
            await io.say(.info(m("social.followSelf")))
            return
        }
        if (try? await context.needs.follows.follow(me, target.id)) == true {
            await io.say(.info(m("social.follow.done", ["name": target.name])))
        } else {
            await io.say(.info(m("social.follow.already", ["name": target.name])))
        }
    }
}
