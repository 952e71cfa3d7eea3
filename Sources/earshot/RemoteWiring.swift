import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotRemote
import Foundation

/// Wires the club client into the app: `earshot --server URL` and the REPL's `connect`.
enum RemoteWiring {
    /// Plays on the server at `address` with `session`'s presenter, input and speech; speech
    /// commands run on this computer.
    static func play(_ address: String, from session: Session, as player: String? = nil) async -> Int32 {
        let options = RemoteClient.Options(
            url: address, player: player ?? session.player.name, language: session.messages.language.rawValue,
            clientVersion: Launcher.version)
        let local: (String) async -> Bool = { line in await ClubClient.runLocally(line, in: session) }
        let client = RemoteClient(
            options: options, presenter: session.presenter, input: session.input, speech: session.environment.speech, local: local)
        return await client.run()
    }

    static func install() {
        ClubClient.connector = { address, session in _ = await play(address, from: session) }
    }
}
