import EarshotCore

/// `voices`: List the voices and voice profiles.
public enum VoicesCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "voices", [], scope: .both,
        summary: "List the voices and voice profiles.",
        help:
            "voices lists Earshot's voice profiles and the espeak-ng voices installed on this computer.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("voices", argument)
    }
}
