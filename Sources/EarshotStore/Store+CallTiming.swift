import EarshotCore
import Synchronization

/// What is told how long each of the store's reads and writes took, in a struct of its own: a
/// closure kept directly as a `Mutex`'s value is re-wrapped each time `withLock` hands it out
/// (see `PostgresStore`'s observer, where that once ran the server out of stack).
struct StoreCallObserver: Sendable {
    let tell: @Sendable (Duration) -> Void
}

extension Store: StoreCallTiming {
    /// Has `observer` told how long each read and write takes (the wait for a connection or
    /// for the writer included), from now on.
    public func observeCalls(_ observer: @escaping @Sendable (Duration) -> Void) {
        callObserver.withLock { $0 = StoreCallObserver(tell: observer) }
    }

    /// Runs `body` and tells the observer, if any, how long it took, whether it threw or not.
    func timed<T>(_ body: () throws -> T) rethrows -> T {
        guard let observer = callObserver.withLock({ $0 }) else { return try body() }
        let start = ContinuousClock.now
        defer { observer.tell(ContinuousClock.now - start) }
        return try body()
    }

    /// The observer's clock reading for a call that starts now, or `nil` when none listens.
    func callStart() -> (StoreCallObserver, ContinuousClock.Instant)? {
        callObserver.withLock { $0 }.map { ($0, ContinuousClock.now) }
    }
}
