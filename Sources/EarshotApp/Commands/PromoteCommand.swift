import EarshotCore

/// `promote`: Admins: promote NAME moderator, or promote NAME admin.
public enum PromoteCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.promote.summary", help: "command.promote.help")
    public static let descriptor = CommandDescriptor(
        "promote", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.promote(argument)
    }
}
