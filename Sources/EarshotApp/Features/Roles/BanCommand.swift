import EarshotCore
import EarshotStore

/// `ban`: Admins: ban a player: ban NAME REASON.
public enum BanCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.ban.summary", help: "command.ban.help")
    public static let descriptor = CommandDescriptor(
        "ban", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.ban")) else { return }
        let (name, reason) = await roles.directory.nameAndRest(argument)
        guard let target = await roles.directory.named(name, io) else { return }
        guard target.id != io.player.id else {
            await io.say(.error(m("role.ban.self")))
            return
        }
        if target.banned {
            await io.say(.info(m("role.ban.already", ["name": target.name])))
            return
        }
        do {
            try await roles.roles.setBanned(true, reason: reason.isEmpty ? nil : reason, playerID: target.id)
            await roles.record(.ban, target: target, detail: reason.isEmpty ? nil : reason, io)
            await io.say(
                .info(
                    reason.isEmpty
                        ? m("role.ban.done", ["name": target.name]) : m("role.ban.doneReason", ["name": target.name, "reason": reason])))
        } catch { await io.say(.error("\(error)")) }
    }
}
