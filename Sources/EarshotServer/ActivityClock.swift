import EarshotCore
import EarshotWire
import Foundation
import Synchronization

/// When the player last sent something, whether they said hello, in which language, and why
/// the connection is closing, if it is.
final class ActivityClock: Sendable {
    private struct State {
        var last = ContinuousClock.now
        var closing: WireErrorCode?
        var saidHello = false
        var messages = Messages.english
    }

    private let state = Mutex(State())

    func touch() { state.withLock { $0.last = .now } }
    var idle: Duration { state.withLock { ContinuousClock.now - $0.last } }
    func close(_ reason: WireErrorCode) { state.withLock { $0.closing = $0.closing ?? reason } }
    var closing: WireErrorCode? { state.withLock { $0.closing } }
    func sayHello() { state.withLock { $0.saidHello = true } }
    var saidHello: Bool { state.withLock { $0.saidHello } }
    /// The player's words, once hello named their language.
    func speak(_ messages: Messages) { state.withLock { $0.messages = messages } }
    var messages: Messages { state.withLock { $0.messages } }
}
