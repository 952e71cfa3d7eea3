import EarshotCore

/// `repeat`: Say the last thing again. In a game: repeat question, repeat options.
public enum RepeatCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "repeat", ["again", "say again", "what"], scope: .both,
        summary: "Say the last thing again. In a game: repeat question, repeat options.",
        help:
            "repeat says the last thing again. In a game, repeat says the question and its options again; repeat options says only the options."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.repeatLast()
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        argument.lowercased().hasPrefix("option") ? .repeatOptions : .repeatQuestion
    }
}
