import EarshotCore

/// `play`: Start a game.
public enum PlayCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.play.summary", help: "command.play.help")
    public static let descriptor = CommandDescriptor(
        "play", ["start", "new", "main", "开始", "விளையாடு"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await GamePlay(session).play(arguments: argument)
    }
}
