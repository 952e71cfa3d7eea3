import EarshotCore
import EarshotStore

/// `unban`: Admins: lift a ban: unban NAME.
public enum UnbanCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.unban.summary", help: "command.unban.help")
    public static let descriptor = CommandDescriptor(
        "unban", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.unban")) else { return }
        guard let target = await roles.directory.named(argument, io) else { return }
        guard target.banned else {
            await io.say(.info(m("role.unban.notBanned", ["name": target.name])))
            return
        }
        do {
            try await roles.roles.setBanned(false, reason: nil, playerID: target.id)
            await roles.record(.unban, target: target, detail: nil, io)
            await io.say(.info(m("role.unban.done", ["name": target.name])))
        } catch { await io.say(.error("\(error)")) }
    }
}
