import EarshotCore
import EarshotTesting
import Foundation
import GRDB
import Testing

@testable import EarshotStore

/// How the SQLite store's calls share the database: reads beside a write, and a caller that
/// gives up.
@Suite("Store concurrency: reads beside writes")
struct StoreConcurrencyTests {
    @Test func aReadDoesNotWaitForAWriteInProgress() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path)
        _ = try await store.player(named: "Ann")
        let (writing, readDone) = (Flag(), Flag())
        // A write that holds the database until the read below is done (or 20 s pass): with
        // one connection for both, the read could not start before the write ended.
        let write = Task {
            try await store.write { db -> Bool in
                try db.execute(sql: "UPDATE player SET settings = '{}' WHERE name = 'Ann'")
                writing.set()
                let deadline = Date().addingTimeInterval(20)
                while !readDone.isSet, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                return readDone.isSet
            }
        }
        while !writing.isSet { try await Task.sleep(for: .milliseconds(5)) }
        #expect(try await store.playerNames() == ["Ann"])
        readDone.set()
        #expect(try await write.value, "the read ended while the write still held the database")
    }

    @Test func aCancelledCallerStillGetsItsWriteDone() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await store.player(named: "Bo")
        }
        // GRDB's own async write would throw CancellationError here and keep nothing.
        #expect(try await task.value.name == "Bo")
        #expect(try await store.playerNames() == ["Bo"])
    }
}
