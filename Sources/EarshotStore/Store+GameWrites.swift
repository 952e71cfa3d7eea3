import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Runs a game's write, retrying while another program holds the write lock (a long
    /// import, say), for up to ``gameWriteWait`` seconds in all. Each attempt already waits
    /// the busy timeout; between attempts it sleeps a little longer each time. When the lock
    /// never comes free, it throws a plain-words ``StoreError``.
    ///
    /// The attempts run on GRDB's own writer queue and the pauses are `Task.sleep`, so a
    /// session waiting for the lock holds no thread of the cooperative pool: on a two-core
    /// server, two such waits leave every other session playing.
    func gameWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let limit = Duration.seconds(gameWriteWait)
        var pause = Duration.milliseconds(20)
        while true {
            do {
                return try await queue.write(body)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                let waited = clock.now - start
                guard waited < limit else {
                    let seconds = Int((waited / .seconds(1)).rounded())
                    throw StoreError(
                        "the database at \(path ?? "memory") stayed busy for \(seconds) seconds, because another program (an import, perhaps) kept writing to it."
                    )
                }
                try await Task.sleep(for: min(pause, max(limit - waited, .milliseconds(1))))
                pause = min(pause * 2, .milliseconds(500))
            } catch let error as DatabaseError {
                throw StoreError(Self.explain(error, path: path ?? "memory"))
            }
        }
    }
}
