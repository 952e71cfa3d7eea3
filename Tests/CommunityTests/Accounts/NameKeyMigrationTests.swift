import EarshotStore
import Foundation
import GRDB
import Testing

/// A store made before names had keys is keyed when it opens (`v4-player-name-keys`).
@Suite("Stored names are keyed")
struct NameKeyMigrationTests {
    /// Names stored before keys existed are keyed when the store opens: clashing names are
    /// all kept, each logs in by its exact name, and the clash is in the audit.
    @Test func anOldSQLiteStoreIsKeyedAndItsClashesReported() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        let fixture = try #require(
            Bundle.module.url(forResource: "release-0.1.0", withExtension: "sqlite", subdirectory: "Fixtures"))
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        try await DatabaseQueue(path: path).write { db in
            for name in ["Bob", "B\u{3BF}b", "\u{C9}mile", "\u{E9}mile", "Zoe\u{308}"] {
                try db.execute(sql: "INSERT INTO player (name, createdAt) VALUES (?, ?)", arguments: [name, Date()])
            }
        }
        let store = try Store(path: path)
        #expect(try await store.account(named: "B\u{3BF}b")?.name == "B\u{3BF}b", "found by its exact name")
        #expect(try await store.account(named: "bob")?.name == "Bob", "the key finds the first")
        #expect(try await store.account(named: "Zo\u{EB}")?.name == "Zo\u{EB}", "composed")
        let clashes = try await store.audit(after: 0, limit: 10).filter { $0.action == .nameClash }.map(\.detail)
        #expect(clashes == ["B\u{3BF}b|Bob", "\u{E9}mile|\u{C9}mile"])
        let pairs = await store.nameClashes().map { "\($0.0)~\($0.1)" }
        #expect(pairs == ["B\u{3BF}b~Bob", "\u{E9}mile~\u{C9}mile"], "what an admin's users list names")
        #expect(try store.appliedMigrations().contains("v4-player-name-keys"))
    }

}
