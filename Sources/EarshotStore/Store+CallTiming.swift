import EarshotCore

extension Store: StoreCallTiming {
    /// Has `observer` told how long each read and write takes (the wait for a connection or
    /// for the writer included), from now on.
    public func observeCalls(_ observer: @escaping @Sendable (Duration) -> Void) {
        calls.observe(observer)
    }
}
