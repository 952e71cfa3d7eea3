import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Runs a game's write, retrying while another program holds the write lock (a long
    /// import, say), for up to ``gameWriteWait`` seconds in all. Each attempt already waits
    /// the busy timeout; between attempts it sleeps a little longer each time. When the lock
    /// never comes free, it throws a plain-words ``StoreError``.
    func gameWrite<T>(_ body: (Database) throws -> T) throws -> T {
        let start = Date()
        var pause = 0.02
        while true {
            do {
                return try queue.write(body)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                let waited = Date().timeIntervalSince(start)
                guard waited < gameWriteWait else {
                    throw StoreError(
                        "the database at \(path ?? "memory") stayed busy for \(Int(waited.rounded())) seconds, because another program (an import, perhaps) kept writing to it."
                    )
                }
                Thread.sleep(forTimeInterval: min(pause, max(gameWriteWait - waited, 0.001)))
                pause = min(pause * 2, 0.5)
            } catch let error as DatabaseError {
                throw StoreError(Self.explain(error, path: path ?? "memory"))
            }
        }
    }
}
