import CoreMetrics
import Foundation
import Prometheus

/// What the person running the club watches, at `GET /metrics` in Prometheus's text format
/// (docs/server.md, "Metrics and readiness"). The server counts through swift-metrics
/// (`Counter`, `Meter`, `Timer`), handed swift-prometheus's factory over a registry of this
/// server's own, so that several servers in one process (the tests) keep apart.
///
/// Nothing here holds a name, a password or a typed line: only counts and durations.
public final class ServerMetrics: Sendable {
    /// Where the figures are kept; ``text()`` writes them out.
    public let registry = PrometheusCollectorRegistry()
    /// Players logged in now (set when the figures are read).
    let players: Meter
    /// Games being played now, on this server.
    let games: Meter
    /// Live rooms this server runs now (set when the figures are read).
    let rooms: Meter
    /// Answers judged.
    let answers: CoreMetrics.Counter
    /// From an answer's line arriving to its verdict leaving.
    let answerLatency: CoreMetrics.Timer
    /// One call to the PostgreSQL store (a query or a transaction).
    let storeCalls: CoreMetrics.Timer
    /// Logins that failed (a wrong password, two that differ, a refused name).
    let loginFailures: CoreMetrics.Counter
    /// Logins refused unchecked because they came too soon after failures.
    let loginThrottled: CoreMetrics.Counter
    /// Games a plugin ended by failing (it crashed, timed out or broke the protocol).
    let pluginFailures: CoreMetrics.Counter

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        let fine: [Duration] = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000].map { .milliseconds($0) }
        factory.durationHistogramBuckets = ["earshot_answer_seconds": fine, "earshot_store_call_seconds": fine]
        players = Meter(label: "earshot_players_connected", factory: factory)
        games = Meter(label: "earshot_games_in_progress", factory: factory)
        rooms = Meter(label: "earshot_rooms_open", factory: factory)
        answers = CoreMetrics.Counter(label: "earshot_answers_judged_total", factory: factory)
        answerLatency = CoreMetrics.Timer(label: "earshot_answer_seconds", factory: factory)
        storeCalls = CoreMetrics.Timer(label: "earshot_store_call_seconds", factory: factory)
        loginFailures = CoreMetrics.Counter(label: "earshot_login_failures_total", factory: factory)
        loginThrottled = CoreMetrics.Counter(label: "earshot_login_throttled_total", factory: factory)
        pluginFailures = CoreMetrics.Counter(label: "earshot_plugin_failures_total", factory: factory)
    }

    /// The figures in Prometheus's text format.
    public func text() -> String { registry.emitToString() }

    /// Records one store call that took `duration`.
    public func storeCall(took duration: Duration) { storeCalls.recordInterval(duration) }
}

extension CoreMetrics.Timer {
    /// Records `duration` (swift-metrics takes nanoseconds).
    func recordInterval(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
