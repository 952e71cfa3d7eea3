import EarshotCore

/// `skip`: Skip this question (no points).
public enum SkipCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.skip.summary", help: "command.skip.help")
    public static let descriptor = CommandDescriptor(
        "skip", ["pass", "next", "langkau", "跳过", "தவிர்"], scope: .game, text: text)

    public static func run(_ argument: String, in context: Context<NoNeeds>) async {
        await context.io.say(.info(context.messages("repl.game.only", ["command": "skip"])))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .skip
    }
}
