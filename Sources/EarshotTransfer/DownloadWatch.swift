import EarshotImport
import Foundation
import NIOCore
import Synchronization

/// Holds one download to its limits while it runs: the whole time limit from the moment the
/// request goes out, and once the server has answered, the idle limit (nothing arriving) and
/// the minimum speed. Before the answer, the connection's own limits stand (the time to
/// connect, and the idle limit as the client's read timeout). ``run()`` looks every 50 ms and
/// throws the limit passed, in words that name it; the download it races is then cancelled.
final class DownloadWatch: Sendable {
    private struct State {
        /// When the answer or the last bytes arrived; `nil` until the server answers.
        var lastArrival: ContinuousClock.Instant?
        var total = 0
        var pace: DownloadPace
    }

    let limits: ImportLimits
    /// The host as messages name it (`example.org:8080`).
    let host: String
    private let end: ContinuousClock.Instant
    private let state: Mutex<State>

    /// How often the limits are looked at.
    static let interval = Duration.milliseconds(50)

    init(limits: ImportLimits, host: String, start: ContinuousClock.Instant = .now) {
        self.limits = limits
        self.host = host
        end = start.advanced(by: limits.timeout)
        state = Mutex(State(pace: DownloadPace(limits: limits, start: start)))
    }

    /// The server has answered (status and headers).
    func answered(at now: ContinuousClock.Instant = .now) {
        state.withLock { $0.lastArrival = now }
    }

    /// `count` more bytes of the body have arrived.
    func arrived(_ count: Int, at now: ContinuousClock.Instant = .now) {
        state.withLock {
            $0.total += count
            $0.lastArrival = now
        }
    }

    /// The limit the download has passed at `now`, if any.
    func passed(at now: ContinuousClock.Instant = .now) -> FetchError? {
        if now >= end { return .limit(limits.tookTooLong("The download from \(host)").description) }
        return state.withLock { state -> FetchError? in
            guard let last = state.lastArrival else { return nil }
            if last.duration(to: now) > limits.idleTimeout { return .limit(FetchError.stalled(host, limits)) }
            if state.pace.isTooSlow(total: state.total, now: now) { return .limit(limits.tooSlow(host)) }
            return nil
        }
    }

    /// Looks at the limits every ``interval`` until one is passed, and throws it; ends when the
    /// task is cancelled (the download is over).
    func run() async throws {
        while true {
            try await Task.sleep(for: Self.interval)
            if let failure = passed() { throw failure }
        }
    }
}

/// Runs one download's tasks (reading the body, writing it, the watch) on a serial queue of
/// its own, off Swift's shared task pool: a busy pool (an import parsing, a store waiting) must
/// not hold the bytes back, or the watch would blame the server for the process's own delay.
final class DownloadExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "earshot.download")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// Where downloaded bytes go: a file, or memory (small replies such as the Open Trivia
/// Database API's). Written by one download at a time.
final class DownloadBody: Sendable {
    private let handle: FileHandle?
    private let memory = Mutex(Data())

    init(handle: FileHandle?) { self.handle = handle }

    static var memory: DownloadBody { DownloadBody(handle: nil) }

    /// The bytes kept in memory.
    var data: Data { memory.withLock { $0 } }

    func append(_ chunk: ByteBuffer) throws {
        if let handle {
            try chunk.withUnsafeReadableBytes { try handle.write(contentsOf: $0) }
        } else {
            memory.withLock { $0.append(contentsOf: chunk.readableBytesView) }
        }
    }
}
