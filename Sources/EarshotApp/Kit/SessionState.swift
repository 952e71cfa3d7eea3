/// A value a feature keeps for the length of one session (the hot-seat table, a list being
/// paged with `more`), under its own key type, so that `Session` holds no feature's state.
public protocol SessionStateKey {
    associatedtype Value
    /// The value before the feature sets one.
    static var initial: Value { get }
}

/// The features' values for one session, each under its key type.
public final class SessionState {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: SessionStateKey>(_ key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.initial }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
