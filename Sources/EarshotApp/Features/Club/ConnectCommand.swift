import EarshotCore

/// `connect ADDRESS`: play on a club server instead of this computer.
public enum ConnectCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.connect.summary", help: "command.connect.help")
    public static let descriptor = CommandDescriptor(
        "connect", ["server"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        let clean = argument.trimmingWhitespace
        guard !clean.isEmpty else {
            await session.say(.info(session.messages("repl.connect.usage")))
            return
        }
        guard let connector = ClubClient.connector else {
            await session.say(.error(session.messages("repl.connect.unavailable")))
            return
        }
        await connector(clean, session)
        await session.say(.info(session.messages("repl.connect.back", ["name": session.player.name])))
    }
}
