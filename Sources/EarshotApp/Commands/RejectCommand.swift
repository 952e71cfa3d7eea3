import EarshotCore

/// `reject`: Moderators: reject a submitted question: reject N REASON.
public enum RejectCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.reject.summary", help: "command.reject.help")
    public static let descriptor = CommandDescriptor(
        "reject", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.decide(argument, state: .rejected)
    }
}
