import EarshotCore
import EarshotWire
import Foundation

/// When the player last sent something, whether they said hello, in which language, and why
/// the connection is closing, if it is.
final class ActivityClock: @unchecked Sendable {
    private let lock = NSLock()
    private var last = ContinuousClock.now
    private var _closing: WireErrorCode?
    private var _saidHello = false
    private var _messages = Messages.english

    func touch() { lock.withLock { last = .now } }
    var idle: Duration { lock.withLock { ContinuousClock.now - last } }
    func close(_ reason: WireErrorCode) { lock.withLock { _closing = _closing ?? reason } }
    var closing: WireErrorCode? { lock.withLock { _closing } }
    func sayHello() { lock.withLock { _saidHello = true } }
    var saidHello: Bool { lock.withLock { _saidHello } }
    /// The player's words, once hello named their language.
    func speak(_ messages: Messages) { lock.withLock { _messages = messages } }
    var messages: Messages { lock.withLock { _messages } }
}

struct DeadlineExceeded: Error {}

/// Runs `body`, throwing ``DeadlineExceeded`` if it takes longer than `limit`.
func withDeadline<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw DeadlineExceeded()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
