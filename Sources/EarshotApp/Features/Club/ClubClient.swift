import EarshotConsole
import EarshotCore

/// Playing on a club server from this session: the remote client (in `EarshotRemote`, which
/// the app does not depend on) is handed in by `main` as ``connector``; the commands that act
/// on this computer (speech, and every ``FrontEndSetting`` applied where the player is) run
/// here rather than on the server.
public enum ClubClient {
    /// Plays on the server at the address, with the session's presenter, input and speech,
    /// until the player leaves the server. Set by `main`; `nil` where no client is built in.
    nonisolated(unsafe) public static var connector: ((_ address: String, _ session: Session) async -> Void)?

    /// The commands a club client runs on the player's own computer rather than on the
    /// server: the speech actions (`stop`, `spell`, `voices`, `faster`, `slower`) and the
    /// command of every ``FrontEndSetting`` applied there.
    public static let localCommands: [any CommandDefinition.Type] =
        [StopCommand.self, SpellCommand.self, FasterCommand.self, SlowerCommand.self, VoicesCommand.self]
        + FrontEndSetting.allCases.filter(\.appliedWhereThePlayerIs).map(\.command)

    /// Runs `line` in `session` when it is one of ``localCommands`` (typed in full, as a prefix
    /// could be an answer); returns whether it did.
    public static func runLocally(_ line: String, in session: Session) async -> Bool {
        let parser = CommandParser(commands: localCommands.map { $0.descriptor })
        guard case .command = parser.parse(line, scope: .both, allowPrefix: false, suggest: false) else { return false }
        await session.perform(command: line)
        return true
    }
}
