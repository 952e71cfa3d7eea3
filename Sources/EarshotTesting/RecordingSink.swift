import EarshotCore
import Foundation

/// An event sink that keeps every event, for tests.
public final class RecordingSink: EventSink, @unchecked Sendable {
    private let lock = NSLock()
    private var _events: [Event] = []

    public init() {}

    public var events: [Event] { lock.withLock { _events } }

    /// The game events only.
    public var gameEvents: [GameEvent] {
        events.compactMap { if case .game(let e) = $0 { return e } else { return nil } }
    }

    public func present(_ event: Event) async { lock.withLock { _events.append(event) } }
}
