import Synchronization

/// A store that can tell how long each of its calls takes: each query or transaction, from
/// the moment it is asked for (waiting for a connection included) to its result. A club
/// server's metrics (`earshot_store_call_seconds`) listen to it, on either store.
public protocol StoreCallTiming: Sendable {
    /// Has `observer` told how long each call takes, from now on; a later observer replaces
    /// an earlier one.
    func observeCalls(_ observer: @escaping @Sendable (Duration) -> Void)
}

/// A store's call observer, and the clock that times calls for it: both stores hold one, and
/// every way into their databases begins a ``Call`` and ends it.
public final class StoreCallClock: Sendable {
    /// A call under way, begun while an observer listened.
    public struct Call: Sendable {
        let tell: @Sendable (Duration) -> Void
        let start: ContinuousClock.Instant

        /// Tells the observer how long the call took, from its beginning to now.
        public func end() { tell(ContinuousClock.now - start) }
    }

    /// The observer in a struct of its own. A closure kept directly as a `Mutex`'s value is
    /// re-wrapped in two conversion thunks each time `withLock` hands it out and takes it back
    /// (its value is `inout` there), so every call made the next one longer: under load each
    /// query walked thousands of wrappers, answers waited seconds, and the server finally ran
    /// out of stack.
    private struct Observer: Sendable {
        let tell: @Sendable (Duration) -> Void
    }

    private let observer = Mutex<Observer?>(nil)

    public init() {}

    /// Has `tell` told how long each call takes, from now on; it replaces an earlier one.
    public func observe(_ tell: @escaping @Sendable (Duration) -> Void) {
        observer.withLock { $0 = Observer(tell: tell) }
    }

    /// A call that begins now, or `nil` when nothing listens.
    public func begin() -> Call? {
        observer.withLock { $0 }.map { Call(tell: $0.tell, start: ContinuousClock.now) }
    }

    /// Runs `body` as one call, whether it throws or not.
    public func timed<T>(_ body: () throws -> T) rethrows -> T {
        let call = begin()
        defer { call?.end() }
        return try body()
    }
}
