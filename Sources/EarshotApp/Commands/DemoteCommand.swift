import EarshotCore

/// `demote`: Admins: make a moderator or admin a player again: demote NAME.
public enum DemoteCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.demote.summary", help: "command.demote.help")
    public static let descriptor = CommandDescriptor(
        "demote", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.demote(argument)
    }
}
