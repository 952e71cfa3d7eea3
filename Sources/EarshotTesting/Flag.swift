import Synchronization

/// A flag set once, from any thread or task: for tests that look at what happened rather than
/// at a clock (a busy test run cannot fail them).
public final class Flag: Sendable {
    private let value = Atomic(false)

    public init() {}

    /// Sets the flag.
    public func set() { value.store(true, ordering: .sequentiallyConsistent) }

    /// Whether the flag is set.
    public var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
}
