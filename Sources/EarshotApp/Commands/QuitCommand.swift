import EarshotCore

/// `quit`: Leave the game, or leave Earshot.
public enum QuitCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "quit", ["exit", "bye", "leave", "q"], scope: .both,
        summary: "Leave the game, or leave Earshot.",
        help:
            "In a game, quit asks you to confirm, then ends the game with no points; your answers are kept. Otherwise quit leaves Earshot.")

    public static func run(_ argument: String, in session: Session) async {
        session.leaving = true
    }

    public static func gameAction(_ argument: String) -> PlayerAction? {
        .quit
    }
}
