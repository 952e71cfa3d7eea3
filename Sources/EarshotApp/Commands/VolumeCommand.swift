import EarshotCore

/// `volume`: Set the volume: volume 100 (0 to 200).
public enum VolumeCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.volume.summary", help: "command.volume.help")
    public static let descriptor = CommandDescriptor(
        "volume", ["loudness"], scope: .both, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("volume", argument)
    }
}
