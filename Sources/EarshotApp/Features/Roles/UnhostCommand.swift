import EarshotCore

/// `unhost NAME`: admins take back a player's right to open live rooms.
public enum UnhostCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.unhost.summary", help: "command.unhost.help")
    public static let descriptor = CommandDescriptor("unhost", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.unhost")) else { return }
        guard let target = await roles.directory.named(argument.trimmingWhitespace, io) else { return }
        guard target.role == .host else {
            await io.say(.info(m("role.unhost.notHost", ["name": target.name, "role": m.roleWithArticle(target.role)])))
            return
        }
        do {
            try await roles.roles.setRole(.player, playerID: target.id)
            await roles.record(.demote, target: target, detail: Role.player.rawValue, io)
            await io.say(.info(m("role.unhost.done", ["name": target.name])))
        } catch { await io.say(.error("\(error)")) }
    }
}
