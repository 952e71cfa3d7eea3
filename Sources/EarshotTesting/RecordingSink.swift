import EarshotCore
import Foundation
import Synchronization

/// An event sink that keeps every event, for tests.
public final class RecordingSink: EventSink, Sendable {
    private let recorded = Mutex<[Event]>([])

    public init() {}

    public var events: [Event] { recorded.withLock { $0 } }

    /// The game events only.
    public var gameEvents: [GameEvent] {
        events.compactMap { if case .game(let e) = $0 { return e } else { return nil } }
    }

    public func present(_ event: Event) async { recorded.withLock { $0.append(event) } }
}
