/// A store that can tell how long each of its calls takes: each query or transaction, from
/// the moment it is asked for (waiting for a connection included) to its result. A club
/// server's metrics (`earshot_store_call_seconds`) listen to it, on either store.
public protocol StoreCallTiming: Sendable {
    /// Has `observer` told how long each call takes, from now on; a later observer replaces
    /// an earlier one.
    func observeCalls(_ observer: @escaping @Sendable (Duration) -> Void)
}
