import EarshotCore

/// `board`: The top ten and your rank: board daily, weekly or all, a mode, a category, friends.
public enum BoardCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.board.summary", help: "command.board.help")
    public static let descriptor = CommandDescriptor(
        "board", ["leaderboard", "top"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.board(argument)
    }
}
