import CSpeechd
import EarshotCore
import Foundation

/// What went wrong with speech-dispatcher, and what the player did not hear because of it.
public struct SpeechdFailure: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A call got no answer within its time limit: the daemon is stuck.
        case noAnswer
        /// The daemon closed the connection or refused a message: it went away.
        case gone
        /// The daemon takes messages but does not play them (it has no audio output).
        case cannotPlay
    }

    public var kind: Kind
    /// What was said and not heard, in order: to be said again another way.
    public var unheard: [Utterance]
}

/// How a ``SpeechdSpeechEngine`` notices that the daemon failed, and what it does then.
extension SpeechdSpeechEngine {
    /// Tells `handler` when the daemon fails (once, with everything not heard) and, after that,
    /// about anything still said to this engine (so nothing is lost in between).
    public func onFailure(_ handler: @escaping @Sendable (SpeechdSpeechEngine, SpeechdFailure) -> Void) {
        state.withLock { $0.onFailure = handler }
    }

    /// Whether the daemon failed.
    public var isFailed: Bool { state.withLock { $0.failed != nil } }

    /// Checks the connection every `limits.watch` until it fails or is closed: the socket still
    /// open, and the messages queued still being played.
    func watch() {
        let every = limits.watch
        Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: every)
                guard let self, self.check() else { return }
            }
        }
    }

    /// One look at the connection; `false` once there is nothing more to watch.
    private func check() -> Bool {
        guard state.withLock({ $0.failed == nil && !$0.closed }) else { return false }
        if tracker.stalled(limit: limits.begin) {
            fail(.cannotPlay, unsent: [])
            return false
        }
        // Whether libspeechd's thread saw the socket close, read on the connection's thread.
        connection.send(
            { [weak self] c in if SpeechdConnection.isClosed(c) { self?.fail(.gone, unsent: []) } },
            expired: { [weak self] in self?.fail(.noAnswer, unsent: []) })
        return true
    }

    /// The daemon failed: the first time, the connection is closed (or given up) and
    /// everything not yet heard goes to the failure handler with `unsent`; after that, only
    /// `unsent`. Nothing happens once the engine was closed on purpose.
    func fail(_ kind: SpeechdFailure.Kind, unsent: [Utterance]) {
        let (first, handler, burst): (Bool, (@Sendable (SpeechdSpeechEngine, SpeechdFailure) -> Void)?, [Utterance]) = state.withLock { s in
            if s.closed && s.failed == nil { return (false, nil, []) }
            let first = s.failed == nil
            if first { s.failed = kind }
            guard first || !unsent.isEmpty || !s.burst.isEmpty else { return (false, nil, []) }
            s.handing += 1
            defer { s.burst = [] }
            return (first, s.onFailure, s.burst)
        }
        guard first || !unsent.isEmpty || !burst.isEmpty else { return }
        defer { state.withLock { $0.handing -= 1 } }
        let unheard = (first ? tracker.takeUnheard() : []) + unsent + burst
        if first { connection.close { [tracker] in SpeechdTracker.unregister(tracker, for: $0) } }
        handler?(self, SpeechdFailure(kind: state.withLock { $0.failed } ?? kind, unheard: unheard))
    }

    /// Closes the connection at once (pending speech is dropped by the daemon). Never waits.
    public func close() {
        let first: Bool = state.withLock { s in
            defer { s.closed = true }
            return !s.closed && s.failed == nil
        }
        if first { connection.close { [tracker] in SpeechdTracker.unregister(tracker, for: $0) } }
    }
}
