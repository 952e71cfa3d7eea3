import EarshotCore
import EarshotStore

/// `users`: Admins: everyone with their role, state and last game.
public enum UsersCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.users.summary", help: "command.users.help")
    public static let descriptor = CommandDescriptor(
        "users", ["accounts"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Roles>) async {
        let m = context.messages
        guard await context.needs.directory.allows(.admin, context.io, to: m("role.action.listUsers")) else { return }
        let (count, items) = await context.needs.userLines(m)
        await context.io.say(.list(title: m.plural("role.users", count: count), items: items))
    }
}
