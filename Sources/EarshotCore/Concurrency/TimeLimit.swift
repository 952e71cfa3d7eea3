import Synchronization

/// Runs `body`, but gives up once `limit` has passed: then returns `nil` at once, whether or not
/// `body` has ended, and cancels it. Work that cannot be cancelled (a SQLite call, a plugin's
/// reply) runs on and is forgotten: unlike a task group, this never waits for it. A caller that is
/// cancelled stops waiting too (throwing `CancellationError`). Every call to something outside the
/// process (a store, a plugin, a socket) goes through this or a time limit of its own.
public func withTimeLimit<T: Sendable>(
    _ limit: Duration, _ body: @escaping @Sendable () async throws -> T
) async throws -> T? {
    let race = TimeLimitRace<T?>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            race.add(
                Task {
                    let result: Result<T?, any Error>
                    do { result = .success(try await body()) } catch { result = .failure(error) }
                    race.finish(result)
                })
            race.add(
                Task {
                    try? await Task.sleep(for: limit)
                    guard !Task.isCancelled else { return }
                    race.finish(.success(nil))
                })
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The continuation of ``withTimeLimit(_:_:)``, resumed once by whichever comes first: the
/// work, the timer or the caller's cancellation. The losers are cancelled, so a thousand quick
/// calls leave no thousand sleeping timers behind.
private final class TimeLimitRace<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var outcome: Result<T, any Error>?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<T, any Error>) {
        let ready: Result<T, any Error>? = state.withLock { s in
            if let outcome = s.outcome { return outcome }
            s.continuation = continuation
            return nil
        }
        if let ready { continuation.resume(with: ready) }
    }

    /// Keeps `task` to cancel when the race is decided (at once if it already is).
    func add(_ task: Task<Void, Never>) {
        let decided = state.withLock { s in
            if s.outcome == nil { s.tasks.append(task) }
            return s.outcome != nil
        }
        if decided { task.cancel() }
    }

    func finish(_ result: Result<T, any Error>) {
        let (waiting, losers): (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) = state.withLock { s in
            guard s.outcome == nil else { return (nil, []) }
            s.outcome = result
            defer {
                s.continuation = nil
                s.tasks = []
            }
            return (s.continuation, s.tasks)
        }
        waiting?.resume(with: result)
        for task in losers { task.cancel() }
    }
}
