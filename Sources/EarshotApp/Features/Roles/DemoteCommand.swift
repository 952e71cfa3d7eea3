import EarshotCore
import EarshotStore

/// `demote`: Admins: make a moderator or admin a player again: demote NAME.
public enum DemoteCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.demote.summary", help: "command.demote.help")
    public static let descriptor = CommandDescriptor(
        "demote", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.demote")) else { return }
        guard let target = await roles.directory.named(argument, io) else { return }
        guard target.role != .player else {
            await io.say(.info(m("role.demote.already", ["name": target.name])))
            return
        }
        if target.role == .admin, ((try? await roles.roles.adminCount()) ?? 0) <= 1 {
            await io.say(.error(m("role.demote.onlyAdmin", ["name": target.name])))
            return
        }
        do {
            try await roles.roles.setRole(.player, playerID: target.id)
            await roles.record(.demote, target: target, detail: Role.player.rawValue, io)
            await io.say(.info(m("role.demote.done", ["name": target.name])))
        } catch { await io.say(.error("\(error)")) }
    }
}
