import EarshotCore

/// `volume`: Set the volume: volume 100 (0 to 200).
public enum VolumeCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.volume.summary", help: "command.volume.help")
    public static let descriptor = CommandDescriptor(
        "volume", ["loudness"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("volume", argument, context.io)
    }
}
