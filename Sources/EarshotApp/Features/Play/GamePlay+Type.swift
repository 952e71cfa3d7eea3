import EarshotCore
import Foundation

/// Playing: starting a game from `play` (asking for what is missing), running it question by
/// question until it ends, several players taking turns in the hot seat, and a scripted game
/// from `earshot play`. The engine's room: it works through the session that keeps the
/// current game, its input channel and its presenter.
public struct GamePlay {
    /// The session the games are played in.
    public let session: Session

    public init(_ session: Session) { self.session = session }

    var store: any GameStore { session.environment.store }
    var registry: PluginRegistry { session.environment.registry }
    var speech: (any SpeechControl)? { session.environment.speech }
    var options: AppOptions { session.environment.options }
    var clock: any GameClock { session.environment.clock }

    /// The mode settings given to `earshot play` (`--lives 3`).
    enum ScriptedOptions: SessionStateKey {
        static var initial: [String: String] { [:] }
    }
}
