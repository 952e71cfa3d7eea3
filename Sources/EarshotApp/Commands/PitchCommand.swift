import EarshotCore

/// `pitch`: Set the voice pitch: pitch 50 (0 to 100).
public enum PitchCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "pitch", [], scope: .both,
        summary: "Set the voice pitch: pitch 50 (0 to 100).",
        help:
            "pitch N sets the voice pitch from 0 (low) to 100 (high).")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("pitch", argument)
    }
}
