import EarshotStore
import Foundation
import GRDB
import Testing

@Suite("A store made by release 0.1.0 migrates")
struct MigrationTests {
    /// `Fixtures/release-0.1.0.sqlite` was made by the binary of release 0.1.0 (commit d38d454,
    /// before accounts): Robin played one classic Geography game of 3 questions and set
    /// timing 2.
    @Test func everyPlayerGameAndSettingIsKept() throws {
        let fixture = try #require(Bundle.module.url(forResource: "release-0.1.0", withExtension: "sqlite", subdirectory: "Fixtures"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        func snapshot(_ db: Database) throws -> [String] {
            try Row.fetchAll(db, sql: "SELECT id, name, settings FROM player ORDER BY id").map { "\($0)" }
                + Row.fetchAll(db, sql: "SELECT id, playerID, mode, categoryID, outcome, score, correct, total, day FROM game ORDER BY id")
                .map { "\($0)" }
                + Row.fetchAll(db, sql: "SELECT gameID, questionID, position, status FROM answer ORDER BY id").map { "\($0)" }
        }
        let before = try DatabaseQueue(path: path).read { db in
            (try snapshot(db), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(before.1 == ["v1-initial"], "the fixture predates accounts")
        #expect(before.0.count == 5, "one player, one game, three answers: \(before.0)")

        let store = try Store(path: path)
        #expect(try store.appliedMigrations().contains("v2-accounts"))
        #expect(try store.appliedMigrations().contains("v2-community"))
        let robin = try #require(try store.account(named: "robin"))
        #expect(robin.role == .player && !robin.hasPassword && !robin.banned && !robin.registered)
        #expect(try store.existingPlayer(named: "Robin")?.settings.timeScale == 2, "settings kept")
        #expect(try store.stats(playerID: robin.id).games == 1)
        let after = try DatabaseQueue(path: path).read { db in try snapshot(db) }
        #expect(after == before.0)
    }
}
