import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Runs a game's write, retrying while another program holds the write lock (a long
    /// import, say), for up to ``gameWriteWait`` seconds in all. Each attempt already waits
    /// the busy timeout; between attempts it sleeps a little longer each time. When the lock
    /// never comes free, it throws a plain-words ``StoreError``.
    ///
    /// The write and its waits run on a thread of their own, started for it, so a session
    /// waiting for the lock holds no thread of the task pool (on a two-core server, two such
    /// waits would otherwise stop every other session), and nothing depends on a worker of the
    /// task pool's queues being free: the thread reaches GRDB's queue the same synchronous way
    /// the other calls do.
    package func gameWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try self.waitingWrite(body) }) }
            thread.name = "earshot.game-write"
            thread.start()
        }
    }

    /// ``gameWrite(_:)``'s work, on the calling thread: attempts and pauses until the write is
    /// done or ``gameWriteWait`` has passed.
    private func waitingWrite<T>(_ body: (Database) throws -> T) throws -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let limit = Duration.seconds(gameWriteWait)
        var pause = Duration.milliseconds(20)
        while true {
            do {
                return try queue.write(body)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                let waited = clock.now - start
                guard waited < limit else {
                    let seconds = Int((waited / .seconds(1)).rounded())
                    throw StoreError(
                        "the database at \(path ?? "memory") stayed busy for \(seconds) seconds, because another program (an import, perhaps) kept writing to it."
                    )
                }
                Thread.sleep(forTimeInterval: min(pause, max(limit - waited, .milliseconds(1))) / .seconds(1))
                pause = min(pause * 2, .milliseconds(500))
            } catch let error as DatabaseError {
                throw StoreError(Self.explain(error, path: path ?? "memory"))
            }
        }
    }
}
