import EarshotCore

/// `host NAME`: admins let a player open live rooms (moderators and admins may already).
public enum HostCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.host.summary", help: "command.host.help")
    public static let descriptor = CommandDescriptor("host", ["tuan rumah", "主持", "நடத்துநர்"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.host")) else { return }
        guard let target = await roles.directory.named(argument.trimmingWhitespace, io) else { return }
        guard target.role < .host else {
            await io.say(.info(m("role.host.already", ["name": target.name, "role": m.roleWithArticle(target.role)])))
            return
        }
        do {
            try await roles.roles.setRole(.host, playerID: target.id)
            await roles.record(.promote, target: target, detail: Role.host.rawValue, io)
            await io.say(.info(m("role.host.done", ["name": target.name])))
        } catch { await io.say(.error("\(error)")) }
    }
}
