import EarshotCore

/// `voice`: Choose a voice or profile: voice clear, voice quick, voice duet.
public enum VoiceCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "voice", [], scope: .both,
        summary: "Choose a voice or profile: voice clear, voice quick, voice duet.",
        help:
            "voice NAME picks a voice profile (clear, quick, duet) or an espeak-ng voice such as en-gb or fr. An unknown name keeps the current voice."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("voice", argument)
    }
}
