import Foundation
import Synchronization

/// The thread of one speech-dispatcher connection: it makes every libspeechd call on that
/// connection, one at a time, in the order they were asked for. libspeechd blocks until the
/// daemon answers, so no call runs on the thread that reads the player's input or on a thread
/// of Swift's task pool.
///
/// Each job has a time limit from the moment it starts. When one overruns, the thread is given
/// up: that job and every job queued behind it are told they expired (at once, on another
/// thread), later jobs are refused, and the thread is left to come back on its own, or never.
/// When it does come back, it runs the clean-up it was given (``whenGivenUp(_:)``) and ends.
final class SpeechdThread: Sendable {
    /// One piece of work: `work` on the thread, or `expired` (elsewhere) if it cannot finish
    /// in time.
    struct Job: Sendable {
        var limit: Duration
        var work: @Sendable () -> Void
        var expired: @Sendable () -> Void
    }

    private struct State {
        var queue: [Job] = []
        var running: (number: Int, job: Job)?
        var count = 0
        var givenUp = false
        var ending = false
        var ended = false
        var cleanUp: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private static let timers = DispatchQueue(label: "earshot.speechd.time-limits")

    /// Starts the thread, named `name`.
    init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Queues `job`. Returns `false`, without running it, once the thread was given up or ended.
    @discardableResult
    func submit(_ job: Job) -> Bool {
        let accepted = state.withLock { s in
            guard !s.givenUp, !s.ending else { return false }
            s.queue.append(job)
            return true
        }
        if accepted { wake.signal() }
        return accepted
    }

    /// Runs `work` on the thread and returns its result, or `nil` when it does not finish
    /// within `limit` (the thread is then given up) or the thread takes no more work. A result
    /// that comes too late is handed to `late` instead, on the thread.
    func run<T: Sendable>(
        within limit: Duration, late: (@Sendable (T) -> Void)? = nil, _ work: @escaping @Sendable () -> T
    ) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let once = Once(continuation)
            let job = Job(
                limit: limit,
                work: {
                    let value = work()
                    if !once.resume(value) { late?(value) }
                },
                expired: { _ = once.resume(nil) })
            if !submit(job) { _ = once.resume(nil) }
        }
    }

    /// Ends the thread once the jobs already queued have run.
    func end() {
        state.withLock { $0.ending = true }
        wake.signal()
    }

    /// Whether a job overran its limit.
    var isGivenUp: Bool { state.withLock { $0.givenUp } }

    /// Whether the thread was given up and is still stuck in the job that overran.
    var isStuck: Bool { state.withLock { $0.givenUp && !$0.ended } }

    /// What the thread does if it is given up and ever comes back from the job that overran
    /// (at once, if it already has): close the connection, say. Never done otherwise.
    func whenGivenUp(_ cleanUp: @escaping @Sendable () -> Void) {
        let now: Bool = state.withLock { s in
            if s.ended { return s.givenUp }
            s.cleanUp = cleanUp
            return false
        }
        if now { cleanUp() }
    }

    private enum Step {
        case work(Int, Job), wait, stop
    }

    private func run() {
        // A write to a socket the daemon closed must fail with EPIPE, not end the program.
        // libspeechd's own event thread, started from this one, inherits the mask.
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipe, nil)
        while true {
            wake.wait()
            let step: Step = state.withLock { s in
                if s.givenUp { return .stop }
                if s.queue.isEmpty { return s.ending ? .stop : .wait }
                s.count += 1
                let job = s.queue.removeFirst()
                s.running = (s.count, job)
                return .work(s.count, job)
            }
            switch step {
            case .wait: continue
            case .stop: return finish()
            case .work(let number, let job):
                Self.timers.asyncAfter(deadline: .now() + job.limit.timeInterval) { [weak self] in self?.overran(number) }
                job.work()
                let givenUp = state.withLock { s in
                    s.running = nil
                    return s.givenUp
                }
                if givenUp { return finish() }
            }
        }
    }

    /// The thread leaves: the clean-up runs if it was given up.
    private func finish() {
        let cleanUp = state.withLock { s in
            s.ended = true
            return s.givenUp ? s.cleanUp : nil
        }
        cleanUp?()
    }

    /// Called once job `number`'s time is up: if it is still running, the thread is given up.
    private func overran(_ number: Int) {
        let expired: [Job] = state.withLock { s in
            guard let running = s.running, running.number == number, !s.givenUp else { return [] }
            s.givenUp = true
            defer { s.queue = [] }
            return [running.job] + s.queue
        }
        for job in expired { job.expired() }
    }
}

/// For one job, which came first: its end or its time limit. Whichever takes it acts; the
/// other (a call that comes back after it was given up, say) does nothing.
final class FirstOfTwo: Sendable {
    private let taken = Atomic<Bool>(false)

    /// `true` the first time only.
    func take() -> Bool { !taken.exchange(true, ordering: .acquiringAndReleasing) }
}

/// Resumes a continuation once, from whichever side comes first.
private final class Once<T: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<T?, Never>?>

    init(_ continuation: CheckedContinuation<T?, Never>) { self.continuation = Mutex(continuation) }

    /// Resumes with `value`; `false` if it was resumed already.
    func resume(_ value: T?) -> Bool {
        guard
            let c = continuation.withLock({ c in
                defer { c = nil }; return c
            })
        else { return false }
        c.resume(returning: value)
        return true
    }
}

extension Duration {
    /// In seconds, for Dispatch.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
