import EarshotCore

/// `quit`: Leave the game, or leave Earshot.
public enum QuitCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.quit.summary", help: "command.quit.help")
    public static let descriptor = CommandDescriptor(
        "quit", ["exit", "bye", "leave", "q", "keluar", "退出", "வெளியேறு"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<NoNeeds>) async {
        context.io.leave()
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .quit
    }
}
