import EarshotConsole
import EarshotCore

/// Playing on a club server from this session: the remote client (in `EarshotRemote`, which
/// the app does not depend on) is handed in by `main` as ``Session/remoteConnector``; speech
/// commands typed while connected run here, on the player's own computer.
extension Session {
    /// Plays on the server at the address, with this session's presenter, input and speech,
    /// until the player leaves the server. Set by `main`; `nil` where no client is built in.
    nonisolated(unsafe) public static var remoteConnector: ((_ address: String, _ session: Session) async -> Void)?

    /// The commands a club client runs on the player's own computer rather than on the
    /// server: the speech actions (`stop`, `spell`, `voices`, `faster`, `slower`) and the
    /// command of every ``FrontEndSetting`` applied there.
    public static let speechCommands: [any CommandDefinition.Type] =
        [StopCommand.self, SpellCommand.self, FasterCommand.self, SlowerCommand.self, VoicesCommand.self]
        + FrontEndSetting.allCases.filter(\.appliedWhereThePlayerIs).map(\.command)

    /// Runs `line` here when it is a speech command (typed in full, as a prefix could be an
    /// answer); returns whether it did.
    public func runLocally(_ line: String) async -> Bool {
        let parser = CommandParser(commands: Self.speechCommands.map { $0.descriptor })
        guard case .command(let parsed) = parser.parse(line, scope: .both, allowPrefix: false) else { return false }
        await run(parsed, table: commands)
        return true
    }

    /// `connect ADDRESS`.
    func connect(to address: String) async {
        let clean = address.trimmingWhitespace
        guard !clean.isEmpty else {
            await say(.info(messages("repl.connect.usage")))
            return
        }
        guard let connector = Self.remoteConnector else {
            await say(.error(messages("repl.connect.unavailable")))
            return
        }
        await connector(clean, self)
        await say(.info(messages("repl.connect.back", ["name": player.name])))
    }

    /// The player's name, for the remote client's hello.
    public var playerName: String { player.name }
}
