import EarshotCore

/// `speech`: Turn speech on or off: speech on, speech off.
public enum SpeechCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "speech", ["speak"], scope: .both,
        summary: "Turn speech on or off: speech on, speech off.",
        help:
            "speech off stops Earshot speaking (text only); speech on starts it again. Your choice is kept.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("speech", argument)
    }
}
