import EarshotCore

/// `repeat`: Say the last thing again. In a game: repeat question, repeat options.
public enum RepeatCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.repeat.summary", help: "command.repeat.help")
    public static let descriptor = CommandDescriptor(
        "repeat", ["again", "say again", "what", "ulang", "重复", "மீண்டும்"], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.repeatLast()
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        argument.lowercased().hasPrefix("option") ? .repeatOptions : .repeatQuestion
    }
}
