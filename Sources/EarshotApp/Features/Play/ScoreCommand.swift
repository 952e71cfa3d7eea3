import EarshotCore

/// `score`: Your score so far.
public enum ScoreCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.score.summary", help: "command.score.help")
    public static let descriptor = CommandDescriptor(
        "score", ["points"], scope: .game, text: text)

    public static func run(_ argument: String, in context: Context<NoNeeds>) async {
        await context.io.say(.info(context.messages("repl.game.only", ["command": "score"])))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .score
    }
}
