import EarshotCore

/// `faster`: Speak faster (25 words a minute more).
public enum FasterCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "faster", ["quicker"], scope: .both,
        summary: "Speak faster (25 words a minute more).",
        help:
            "faster raises the speaking rate by 25 words a minute.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("faster", argument)
    }
}
