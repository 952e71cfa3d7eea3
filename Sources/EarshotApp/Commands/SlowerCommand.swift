import EarshotCore

/// `slower`: Speak slower (25 words a minute less).
public enum SlowerCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.slower.summary", help: "command.slower.help")
    public static let descriptor = CommandDescriptor(
        "slower", [], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("slower", argument)
    }
}
