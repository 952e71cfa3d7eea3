import EarshotCore

/// `stop`: Stop speaking now.
public enum StopCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "stop", ["quiet", "hush", "shh", "silence"], scope: .both,
        summary: "Stop speaking now.",
        help:
            "stop cuts the speech off at once. Typing anything also stops speech that is still playing.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("stop", argument)
    }
}
