import EarshotCore

/// `volume`: Set the volume: volume 100 (0 to 200).
public enum VolumeCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "volume", ["loudness"], scope: .both,
        summary: "Set the volume: volume 100 (0 to 200).",
        help:
            "volume N sets the speech volume from 0 to 200; 100 is normal.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("volume", argument)
    }
}
