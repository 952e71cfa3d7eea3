import Foundation

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
final class PluginCallWaiter: @unchecked Sendable {
    /// The method called, for messages.
    let method: String
    private let lock = NSLock()
    private var inbox: [PluginIncoming] = []
    private var failure: (any Error)?
    private var waiting: CheckedContinuation<PluginIncoming?, any Error>?
    private var timer: Task<Void, Never>?
    /// Counts the waits, so that a late timer cannot end a later wait.
    private var round = 0

    init(method: String) { self.method = method }

    /// Hands `message` to the call: at once if it waits, else when it next asks.
    func deliver(_ message: PluginIncoming) {
        let handed: (CheckedContinuation<PluginIncoming?, any Error>, Task<Void, Never>?)? = lock.withLock {
            guard failure == nil else { return nil }
            guard let waiting else {
                inbox.append(message)
                return nil
            }
            self.waiting = nil
            defer { timer = nil }
            return (waiting, timer)
        }
        guard let (continuation, timer) = handed else { return }
        timer?.cancel()
        continuation.resume(returning: message)
    }

    /// Fails the call: its wait, and every later one, throws `error`.
    func fail(_ error: any Error) {
        let handed: (CheckedContinuation<PluginIncoming?, any Error>, Task<Void, Never>?)? = lock.withLock {
            if failure == nil { failure = error }
            guard let waiting else { return nil }
            self.waiting = nil
            defer { timer = nil }
            return (waiting, timer)
        }
        guard let (continuation, timer) = handed else { return }
        timer?.cancel()
        continuation.resume(throwing: error)
    }

    /// The next thing delivered, or `nil` when nothing came within `limit`.
    func next(within limit: Duration) async throws -> PluginIncoming? {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<PluginIncoming?, any Error>? = lock.withLock {
                if let failure { return .failure(failure) }
                if !inbox.isEmpty { return .success(inbox.removeFirst()) }
                if limit <= .zero { return .success(nil) }
                waiting = continuation
                round += 1
                let mine = round
                timer = Task { [self] in
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
        let continuation: CheckedContinuation<PluginIncoming?, any Error>? = lock.withLock {
            guard round == mine, let waiting else { return nil }
            self.waiting = nil
            timer = nil
            return waiting
        }
        continuation?.resume(returning: nil)
    }
}
