import Foundation

/// The server's resident memory over the run, read from `/proc/PID/status` each second.
final class MemorySampler: @unchecked Sendable {
    let pid: Int32?
    private let lock = NSLock()
    private var values: [Int] = []
    private var task: Task<Void, Never>?

    init(pid: Int32?) { self.pid = pid }

    func start() {
        guard let pid else { return }
        task = Task.detached { [weak self] in
            while !Task.isCancelled {
                if let kb = Self.residentKilobytes(pid) { self?.lock.withLock { self?.values.append(kb) } }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func stop() { task?.cancel() }

    var samples: [Int] { lock.withLock { values } }

    static func residentKilobytes(_ pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }
}

/// The figures of one run, as a Markdown table row and a few lines.
struct LoadReport {
    var options: Options
    var tallies: [PlayerTally]
    var seconds: Double
    var memory: [Int]
    /// Seconds from the start to the moment every player had logged in (`--together`).
    var startLine: Double? = nil

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[index]
    }

    var text: String {
        let latencies = tallies.flatMap(\.latencies).sorted()
        let steady = tallies.flatMap(\.steadyLatencies).sorted()
        let sent = tallies.reduce(0) { $0 + $1.answersSent }
        let judged = tallies.reduce(0) { $0 + $1.answersJudged }
        let games = tallies.reduce(0) { $0 + $1.gamesFinished }
        let errors = tallies.flatMap(\.errors)
        let p50 = Self.percentile(latencies, 0.5) * 1000, p99 = Self.percentile(latencies, 0.99) * 1000
        let peak = (memory.max() ?? 0) / 1024
        var lines = [
            "players \(options.players), games each \(options.games), think \(options.think.lowerBound)-\(options.think.upperBound) ms, \(String(format: "%.0f", seconds)) s",
            "answers sent \(sent), judged \(judged), unanswered \(sent - judged); games finished \(games)",
            "players connected at once: at most \(Connected.shared.peak)",
            String(format: "answer to feedback: p50 %.1f ms, p99 %.1f ms, max %.1f ms", p50, p99, (latencies.last ?? .nan) * 1000),
            String(
                format: "after the ramp (every player started): %d answers, p50 %.1f ms, p99 %.1f ms", steady.count,
                Self.percentile(steady, 0.5) * 1000, Self.percentile(steady, 0.99) * 1000),
            loginLine,
            "errors \(errors.count)" + (errors.isEmpty ? "" : ": " + Set(errors).prefix(5).joined(separator: "; ")),
            "server memory: peak \(peak) MB" + (memory.isEmpty ? " (no --server-pid)" : ", \(memory.count) samples"),
            String(
                format: "| %d | %.1f | %.1f | %d | %d | %d MB |", options.players, p50, p99, errors.count, sent - judged, peak),
        ]
        if !errors.isEmpty { lines.append("first error: \(errors[0])") }
        return lines.joined(separator: "\n")
    }

    /// How long the logins took (connection to the first prompt), and when the games began.
    var loginLine: String {
        let logins = tallies.compactMap(\.loginSeconds).sorted()
        var line = String(
            format: "logins (connection to the first prompt): %d, p50 %.2f s, p99 %.2f s, longest %.1f s", logins.count,
            Self.percentile(logins, 0.5), Self.percentile(logins, 0.99), logins.last ?? .nan)
        if let startLine {
            line += String(format: "; all played together from %.1f s (every answer above is from then on)", startLine)
        }
        return line
    }
}
