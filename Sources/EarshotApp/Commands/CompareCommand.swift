import EarshotCore

/// `compare`: This week side by side with a player: compare NAME.
public enum CompareCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.compare.summary", help: "command.compare.help")
    public static let descriptor = CommandDescriptor(
        "compare", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.compare(argument)
    }
}
