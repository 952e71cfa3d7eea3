import EarshotConsole
import EarshotCore

extension GamePlay {
    /// How long a store call may take before the player is told that the store is slow.
    static let slowStoreNotice: Duration = .seconds(3)

    /// Runs `work` (a store call the player waits on, such as saving an answer) and, when it
    /// has not finished after ``slowStoreNotice``, tells the player once, in words, that the
    /// store is not answering and that the answer is kept: a club server's PostgreSQL may be
    /// restarting, an SQLite file may be locked by another program. Nothing is lost meanwhile:
    /// the call goes on and the verdict follows once it is done.
    func waitingOnStore<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        let watcher = Self.say(.info(session.messages("store.slow")), after: Self.slowStoreNotice, to: session.presenter)
        defer { watcher.cancel() }
        return try await work()
    }

    /// Says `event` after `delay`, unless cancelled first.
    static func say(_ event: AppEvent, after delay: Duration, to presenter: Presenter) -> Task<Void, any Error> {
        Task {
            try await Task.sleep(for: delay)
            await presenter.say(event)
        }
    }
}
