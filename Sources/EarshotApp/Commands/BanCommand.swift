import EarshotCore

/// `ban`: Admins: ban a player: ban NAME REASON.
public enum BanCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.ban.summary", help: "command.ban.help")
    public static let descriptor = CommandDescriptor(
        "ban", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.ban(argument)
    }
}
