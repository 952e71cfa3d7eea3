import Foundation
import Synchronization

/// What reaches a call while it waits: its answer, or a request of the plugin's own.
enum PluginIncoming: Sendable {
    /// The call's result.
    case result(JSONValue)
    /// An error response, or an answer that is neither result nor error: the call fails.
    case failed(PluginFailure)
    /// A request of the plugin's own (`storage.get`, …), to be served and answered.
    case request(id: JSONValue, method: JSONValue?, params: JSONValue?)
}

/// One call waiting on a plugin: the reading thread hands it what comes (``deliver(_:)``), in
/// order; the call takes each in turn with a time limit (``next(within:)``); a stopped plugin
/// fails it (``fail(_:)``).
final class PluginCallWaiter: Sendable {
    private struct State {
        var inbox: [PluginIncoming] = []
        var failure: (any Error)?
        var waiting: CheckedContinuation<PluginIncoming?, any Error>?
        var timer: Task<Void, Never>?
        /// Counts the waits, so that a late timer cannot end a later wait.
        var round = 0
    }

    /// The method called, for messages.
    let method: String
    private let state = Mutex(State())

    init(method: String) { self.method = method }

    /// Hands `message` to the call: at once if it waits, else when it next asks.
    func deliver(_ message: PluginIncoming) {
        let handed: (CheckedContinuation<PluginIncoming?, any Error>, Task<Void, Never>?)? = state.withLock { s in
            guard s.failure == nil else { return nil }
            guard let waiting = s.waiting else {
                s.inbox.append(message)
                return nil
            }
            s.waiting = nil
            defer { s.timer = nil }
            return (waiting, s.timer)
        }
        guard let (continuation, timer) = handed else { return }
        timer?.cancel()
        continuation.resume(returning: message)
    }

    /// Fails the call: its wait, and every later one, throws `error`.
    func fail(_ error: any Error) {
        let handed: (CheckedContinuation<PluginIncoming?, any Error>, Task<Void, Never>?)? = state.withLock { s in
            if s.failure == nil { s.failure = error }
            guard let waiting = s.waiting else { return nil }
            s.waiting = nil
            defer { s.timer = nil }
            return (waiting, s.timer)
        }
        guard let (continuation, timer) = handed else { return }
        timer?.cancel()
        continuation.resume(throwing: error)
    }

    /// The next thing delivered, or `nil` when nothing came within `limit`.
    func next(within limit: Duration) async throws -> PluginIncoming? {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<PluginIncoming?, any Error>? = state.withLock { s in
                if let failure = s.failure { return .failure(failure) }
                if !s.inbox.isEmpty { return .success(s.inbox.removeFirst()) }
                if limit <= .zero { return .success(nil) }
                s.waiting = continuation
                s.round += 1
                let mine = s.round
                s.timer = Task { [self] in
                    try? await Task.sleep(for: limit)
                    if !Task.isCancelled { expire(mine) }
                }
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }

    /// Ends wait number `mine` with nothing, if it still waits.
    private func expire(_ mine: Int) {
        let continuation: CheckedContinuation<PluginIncoming?, any Error>? = state.withLock { s in
            guard s.round == mine, let waiting = s.waiting else { return nil }
            s.waiting = nil
            s.timer = nil
            return waiting
        }
        continuation?.resume(returning: nil)
    }
}
