import EarshotCore
import Foundation
import Synchronization

extension PostgresStore {
    /// How long one query or transaction may take before the store gives up on it, unless
    /// the operation says otherwise (a pack's install has none: a million questions take
    /// their time).
    public static let operationLimit: Duration = .seconds(60)
    /// How long one step of bringing the schema up to date may take (a big bank's take long).
    public static let migrationLimit: Duration = .seconds(600)

    /// Runs `body`, but returns (throwing a ``StoreError`` that names `what`) once `limit` has
    /// passed, whether or not `body` has ended: a lost connection, a pool that never hands one
    /// out or a server that stopped answering never holds the caller for ever. The operation
    /// left behind is cancelled. Unlike a task group, this does not wait for it to end.
    static func within<T: Sendable>(
        _ limit: Duration?, _ what: @autoclosure () -> String, _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard let limit else { return try await body() }
        let description = what()
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                race.add(
                    Task {
                        let result = await Result { try await body() }
                        race.finish(result)
                    })
                race.add(
                    Task {
                        try? await Task.sleep(for: limit)
                        guard !Task.isCancelled else { return }
                        race.finish(
                            .failure(
                                StoreError(
                                    "The database did not finish \(description) within \(limit.components.seconds) seconds, so Earshot stopped waiting."
                                )))
                    })
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }
}

/// The continuation of ``PostgresStore/within(_:_:_:)``, resumed once by whichever comes
/// first: the work, the timer or the caller's cancellation. The losers are cancelled.
private final class Race<T: Sendable>: Sendable {
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

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    init(_ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
