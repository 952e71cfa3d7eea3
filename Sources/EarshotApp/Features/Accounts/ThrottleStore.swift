import Foundation

/// Failures counted by key, for the login throttle (``LoginThrottles`` in the server) and the
/// wrong-PIN throttle of live rooms (``PINThrottle``). They are kept in the store, so that
/// every server of a club on one PostgreSQL keeps one count (three servers behind a load
/// balancer do not give a guesser three times the tries), and a restart forgets nothing.
///
/// A key's count runs while its failures keep coming: one whose last failure is older than
/// `forgetAfter` starts again from one, and is left out of every answer. The time of a
/// failure is the store's own (PostgreSQL's `now()` on a shared store), so that servers whose
/// clocks differ still agree.
public protocol ThrottleStore: Sendable {
    /// One more failure for each key, now.
    func addFailure(keys: [String], forgetAfter: Duration) async throws
    /// The failures of each key that failed within `forgetAfter`, and how long ago its last
    /// one was.
    func failures(keys: [String], forgetAfter: Duration) async throws -> [String: ThrottleCount]
    /// How many keys that begin with `prefix` failed within `forgetAfter`, and how long ago
    /// the latest of them did; `nil` when none did.
    func failedKeys(prefix: String, forgetAfter: Duration) async throws -> ThrottleCount?
    /// Forgets these keys' failures (the right password, the right PIN).
    func forgetFailures(keys: [String]) async throws
}

/// A key's failures, and how long ago the last one was.
public struct ThrottleCount: Sendable, Equatable {
    public var failures: Int
    public var ago: Duration

    public init(failures: Int, ago: Duration) {
        self.failures = failures
        self.ago = ago
    }
}

extension ThrottleStore {
    /// The keys that begin with `prefix` lie in `lower..<upper` in byte order (both stores
    /// compare keys bytewise), which an index on the key can answer.
    static func range(of prefix: String) -> (lower: String, upper: String) {
        (prefix, prefix + "\u{10FFFF}")
    }
}
