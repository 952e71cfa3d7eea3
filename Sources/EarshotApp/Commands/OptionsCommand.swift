import EarshotCore

/// `options`: Hear the options again.
public enum OptionsCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "options", ["choices"], scope: .game,
        summary: "Hear the options again.",
        help:
            "options reads the current question's options again.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(.info("options works during a game."))
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .repeatOptions
    }
}
