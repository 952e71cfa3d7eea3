import EarshotCore
import EarshotStore

/// `promote`: Admins: promote NAME moderator, or promote NAME admin.
public enum PromoteCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.promote.summary", help: "command.promote.help")
    public static let descriptor = CommandDescriptor(
        "promote", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let (io, m, roles) = (context.io, context.messages, context.needs)
        guard await roles.directory.allows(.admin, io, to: m("role.action.promote")) else { return }
        let (name, roleWord) = await roles.directory.nameAndRest(argument)
        guard let role = Role(rawValue: roleWord.lowercased()), role != .player else {
            await io.say(.info(m("role.promote.usage")))
            return
        }
        guard let target = await roles.directory.named(name, io) else { return }
        guard target.role < role else {
            await io.say(.info(m("role.promote.already", ["name": target.name, "role": m.roleWithArticle(target.role)])))
            return
        }
        do {
            try await roles.roles.setRole(role, playerID: target.id)
            await roles.record(.promote, target: target, detail: role.rawValue, io)
            await io.say(.info(m("role.promote.done", ["name": target.name, "role": m.roleWithArticle(role)])))
        } catch { await io.say(.error("\(error)")) }
    }
}
