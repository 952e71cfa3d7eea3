import EarshotCore

/// `approve`: Moderators: approve a submitted question: approve N.
public enum ApproveCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.approve.summary", help: "command.approve.help")
    public static let descriptor = CommandDescriptor(
        "approve", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.approve(argument)
    }
}
