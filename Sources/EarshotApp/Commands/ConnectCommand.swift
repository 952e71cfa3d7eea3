import EarshotCore

/// `connect ADDRESS`: play on a club server instead of this computer.
public enum ConnectCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.connect.summary", help: "command.connect.help")
    public static let descriptor = CommandDescriptor(
        "connect", ["server"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.connect(to: argument)
    }
}
