import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Runs a read on the database's own serial queue and suspends the caller until it is done,
    /// turning database errors into plain words.
    ///
    /// Unlike the synchronous ``read(_:)``, the calling task holds no thread of the task pool
    /// while it waits for the queue: on a two-core server the pool has two threads, and two
    /// sessions waiting behind a burst of answer writes would otherwise stop every other
    /// session (questions, verdicts and acknowledgements alike). A cancelled task still gets
    /// its result: the read is not abandoned halfway, as GRDB's own `async` read would be.
    package func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let path = path ?? "memory"
        let call = calls.begin()
        return try await withCheckedThrowingContinuation { continuation in
            queue.asyncRead { database in
                let result = Result { try Self.explained(path: path) { try body(database.get()) } }
                call?.end()
                continuation.resume(with: result)
            }
        }
    }

    /// Runs a write in a transaction on the database's own serial queue and suspends the
    /// caller until it is committed (or rolled back), turning database errors into plain
    /// words. Like ``read(_:)-async``, it holds no thread of the task pool while it waits, and
    /// a cancelled task's write still runs to its end. A game's writes, which also retry while
    /// another program holds the lock, go through ``gameWrite(_:)`` instead.
    package func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let result = await writing(body)
        return try Self.explained(path: path ?? "memory") { try result.get() }
    }

    /// A write in a transaction on the writer, its error as it came (``gameWrite(_:)`` looks
    /// at it to retry while another program holds the lock). The caller suspends meanwhile.
    func writing<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async -> Result<T, any Error> {
        let call = calls.begin()
        return await withCheckedContinuation { continuation in
            queue.asyncWrite(body) { _, result in
                call?.end()
                continuation.resume(returning: result)
            }
        }
    }

    /// Runs `body`, turning a ``DatabaseError`` into a ``StoreError`` in plain words.
    static func explained<T>(path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(explain(error, path: path))
        }
    }
}
