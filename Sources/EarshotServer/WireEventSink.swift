import EarshotCore
import EarshotWire

/// The session's events, sent to the client as they are: the client renders them as text and
/// speech with the player's own settings. Speech never travels; only events do.
final class WireEventSink: EventSink {
    private let outbox: Outbox

    init(outbox: Outbox) { self.outbox = outbox }

    func present(_ event: Event) async { outbox.post(.event(event)) }
}
