import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Runs a game's write, retrying while another program holds the write lock (a long
    /// import, say), for up to ``gameWriteWait`` seconds in all. Each attempt already waits
    /// the busy timeout; between attempts it pauses a little longer each time. When the lock
    /// never comes free, it throws a plain-words ``StoreError``.
    ///
    /// The attempts run on the database's writer, and the pauses on a timer: a session waiting
    /// for the lock holds no thread of the task pool (on a two-core server, two such waits
    /// would otherwise stop every other session), and no thread is started for a write. A
    /// cancelled caller (a player who left) still has its answer written, or told why not.
    package func gameWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let limit = Duration.seconds(gameWriteWait)
        var pause = Duration.milliseconds(20)
        while true {
            switch await writing(body) {
            case .success(let value):
                return value
            case .failure(let error as DatabaseError) where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED:
                let waited = clock.now - start
                guard waited < limit else {
                    let seconds = Int((waited / .seconds(1)).rounded())
                    throw StoreError(
                        "the database at \(path ?? "memory") stayed busy for \(seconds) seconds, because another program (an import, perhaps) kept writing to it."
                    )
                }
                await Self.pause(min(pause, max(limit - waited, .milliseconds(1))))
                pause = min(pause * 2, .milliseconds(500))
            case .failure(let error as DatabaseError):
                throw StoreError(Self.explain(error, path: path ?? "memory"))
            case .failure(let error):
                throw error
            }
        }
    }

    /// Waits `duration` on a timer, whether or not the task is cancelled: a cancelled sleep
    /// would return at once, and the retries would spin.
    private static func pause(_ duration: Duration) async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + duration / .seconds(1)) { continuation.resume() }
        }
    }
}
