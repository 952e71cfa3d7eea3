import EarshotCore

/// `unban`: Admins: lift a ban: unban NAME.
public enum UnbanCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.unban.summary", help: "command.unban.help")
    public static let descriptor = CommandDescriptor(
        "unban", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.unban(argument)
    }
}
