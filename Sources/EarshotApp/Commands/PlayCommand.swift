import EarshotCore

/// `play`: Start a game.
public enum PlayCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "play", ["start", "new"], scope: .main,
        summary: "Start a game.",
        help:
            "play starts a game. Earshot asks for the mode and the category; answer with a number or a name. You can also say them at once, and how many questions, for example: play classic science 5."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.play(arguments: argument)
    }
}
