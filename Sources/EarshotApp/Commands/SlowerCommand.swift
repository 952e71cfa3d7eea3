import EarshotCore

/// `slower`: Speak slower (25 words a minute less).
public enum SlowerCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "slower", [], scope: .both,
        summary: "Speak slower (25 words a minute less).",
        help:
            "slower lowers the speaking rate by 25 words a minute.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("slower", argument)
    }
}
