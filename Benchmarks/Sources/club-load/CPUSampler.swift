import Foundation

/// The CPU time of the server, of this load generator and of the whole machine, read from
/// `/proc` each second, so that a report can say whether a stretch of the run had the machine
/// saturated (the server, the load generator and PostgreSQL share its cores).
final class CPUSampler: @unchecked Sendable {
    struct Sample {
        var at: ContinuousClock.Instant
        /// Clock ticks used so far (user and system).
        var server: Int
        var loadGenerator: Int
        /// Every `postgres` process (the PostgreSQL store's server and backends).
        var postgres: Int
        /// The machine's busy and total ticks so far, over all cores.
        var machineBusy: Int
        var machineTotal: Int
    }

    let pid: Int32?
    private let lock = NSLock()
    private var values: [Sample] = []
    private var task: Task<Void, Never>?
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    init(pid: Int32?) { self.pid = pid }

    func start() {
        task = Task.detached { [weak self] in
            while !Task.isCancelled {
                if let sample = self?.read() { self?.lock.withLock { self?.values.append(sample) } }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func stop() { task?.cancel() }

    private func read() -> Sample? {
        guard let machine = Self.machineTicks() else { return nil }
        let server = pid.flatMap { Self.processTicks("/proc/\($0)/stat") } ?? 0
        let own = Self.processTicks("/proc/self/stat") ?? 0
        return Sample(
            at: .now, server: server, loadGenerator: own, postgres: Self.postgresTicks(), machineBusy: machine.busy,
            machineTotal: machine.total)
    }

    /// utime + stime of a process (fields 14 and 15 of its `stat`, after the command name).
    static func processTicks(_ path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The ticks of every process named `postgres`.
    static func postgresTicks() -> Int {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.reduce(0) { sum, pid in
            let path = "/proc/\(pid)/stat"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("(postgres)") else { return sum }
            return sum + (processTicks(path) ?? 0)
        }
    }

    /// The first line of `/proc/stat`: every core's ticks by kind; idle and iowait are not busy.
    static func machineTicks() -> (busy: Int, total: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8), let line = text.split(separator: "\n").first
        else { return nil }
        let ticks = line.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard ticks.count >= 5 else { return nil }
        let total = ticks.reduce(0, +)
        return (total - ticks[3] - ticks[4], total)
    }

    /// The CPU used between two instants, as a share of one core for the server and the load
    /// generator and of every core for the machine, on average and in the busiest second (by
    /// the machine's use); `nil` when fewer than two samples fall in it.
    func usage(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> (average: Usage, busiest: Usage)? {
        let inside = lock.withLock { values.filter { $0.at >= start && $0.at <= end } }
        guard let first = inside.first, let last = inside.last, last.at > first.at else { return nil }
        let seconds = zip(inside, inside.dropFirst()).map { Self.usage($0, $1) }
        return (Self.usage(first, last), seconds.max { $0.machine < $1.machine } ?? Self.usage(first, last))
    }

    struct Usage {
        var server: Double
        var loadGenerator: Double
        var postgres: Double
        /// Everything else, in cores: other programs on the machine, and the kernel's work
        /// that no process is charged for.
        var others: Double
        var machine: Double
    }

    static func usage(_ a: Sample, _ b: Sample) -> Usage {
        let seconds = (b.at - a.at) / .seconds(1)
        let core = { (ticks: Int) in Double(ticks) / ticksPerSecond / seconds }
        let total = Double(b.machineTotal - a.machineTotal)
        let (server, own, postgres) = (b.server - a.server, b.loadGenerator - a.loadGenerator, b.postgres - a.postgres)
        return Usage(
            server: core(server), loadGenerator: core(own), postgres: core(postgres),
            others: max(0, core(b.machineBusy - a.machineBusy - server - own - postgres)),
            machine: total > 0 ? Double(b.machineBusy - a.machineBusy) / total : 0)
    }
}
