import Benchmark
import Foundation

/// Records one figure beside its baseline, measured in the same iteration: both times (in
/// microseconds, or `unit`) and their ratio, times 100 (`ratio ×100`: 130 means 1.3 times the
/// baseline).
func record(
    _ benchmark: Benchmark, _ subject: (String, Double), _ baseline: (String, Double), unit: (String, Double) = ("µs", 1e6)
) {
    benchmark.measurement(.custom(subject.0 + " " + unit.0), Int(subject.1 * unit.1))
    benchmark.measurement(.custom(baseline.0 + " " + unit.0), Int(baseline.1 * unit.1))
    benchmark.measurement(.custom("ratio ×100"), Int((subject.1 / max(baseline.1, 1e-9) * 100).rounded()))
}

/// The custom metrics `record` fills, for a benchmark's configuration.
func pairMetrics(_ subject: String, _ baseline: String, unit: String = "µs", extra: [String] = []) -> [BenchmarkMetric] {
    [.wallClock] + ([subject + " " + unit, baseline + " " + unit, "ratio ×100"] + extra).map { .custom($0) }
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

/// Times a closure.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return seconds(ContinuousClock.now - start)
}

/// The seconds an asynchronous `body` takes.
func timed(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    return seconds(ContinuousClock.now - start)
}
