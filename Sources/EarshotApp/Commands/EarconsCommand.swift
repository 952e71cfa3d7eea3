import EarshotCore

/// `earcons`: Turn the short tones on or off: earcons on, earcons off.
public enum EarconsCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "earcons", ["sounds", "tones"], scope: .both,
        summary: "Turn the short tones on or off: earcons on, earcons off.",
        help:
            "earcons off turns off the short tones for right, wrong, time up and game start; earcons on turns them back on.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("earcons", argument)
    }
}
