import EarshotAccounts
import EarshotApp
import EarshotStore
import Foundation
import GRDB
import Testing

@Suite("Stores made by earlier releases migrate")
struct MigrationTests {
    /// `Fixtures/release-0.1.0.sqlite` was made by the binary of release 0.1.0 (commit d38d454,
    /// before accounts): Robin played one classic Geography game of 3 questions and set
    /// timing 2.
    @Test func everyPlayerGameAndSettingIsKept() async throws {
        let fixture = try #require(Bundle.module.url(forResource: "release-0.1.0", withExtension: "sqlite", subdirectory: "Fixtures"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        @Sendable func snapshot(_ db: Database) throws -> [String] {
            try Row.fetchAll(db, sql: "SELECT id, name, settings FROM player ORDER BY id").map { "\($0)" }
                + Row.fetchAll(db, sql: "SELECT id, playerID, mode, categoryID, outcome, score, correct, total, day FROM game ORDER BY id")
                .map { "\($0)" }
                + Row.fetchAll(db, sql: "SELECT gameID, questionID, position, status FROM answer ORDER BY id").map { "\($0)" }
        }
        let before: ([String], [String]) = try await DatabaseQueue(path: path).read { db in
            (try snapshot(db), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(before.1 == ["v1-initial"], "the fixture predates accounts")
        #expect(before.0.count == 5, "one player, one game, three answers: \(before.0)")

        let store = try Store(path: path)
        #expect(try store.appliedMigrations().contains("v2-accounts"))
        #expect(try store.appliedMigrations().contains("v2-community"))
        let robin = try #require(try await store.account(named: "robin"))
        #expect(robin.role == .player && !robin.hasPassword && !robin.banned && !robin.registered)
        #expect(try await store.existingPlayer(named: "Robin")?.settings.timeScale == 2, "settings kept")
        #expect(try await store.stats(playerID: robin.id).games == 1)
        let after = try await DatabaseQueue(path: path).read { db in try snapshot(db) }
        #expect(after == before.0)
    }

    /// The migrations of release 0.2.0, in the order they ran; a store of that release holds
    /// exactly these. A shipped migration is never renamed or dropped.
    static let release020Migrations = [
        "v1-initial", "review-deck", "v2-accounts", "v2-community", "v2-question-counts-and-ordinals",
        "v2-game-interrupted", "v2-import-runs", "v3-category-language", "v2-guess-who-boards", "v4-player-name-keys",
        "v5-plugin-data", "v6-live-rooms",
    ]

    /// `Fixtures/release-0.2.0.sqlite` was made by the binary of release 0.2.0's code (branch
    /// `doctor`, commit d61fb73 on 51b52e4; `Launcher.version` still said 0.1.0), driven as a
    /// player would, from the package root (`B=.build/debug/earshot`, `D="--db OUT --no-speech"`,
    /// HOME and XDG_DATA_HOME in a scratch folder, LANG=C.UTF-8):
    ///
    ///     printf '3\n1\n2\n' | $B play --mode classic --category science --count 3 --seed 42 $D --player Ann --new-player --today 2026-11-20
    ///     printf '1\n1\n1\n' | $B play --mode classic --category geography --count 3 --seed 7 $D --player Bo --new-player --today 2026-11-21
    ///     printf 'password\nTr1cky!Pass9\nTr1cky!Pass9\nfollow Ann\nquit\n' | $B $D --player Bo --today 2026-11-21
    ///     printf 'rate 200\nverbosity brief\nfollow Bo\nquit\n' | $B $D --player Ann --today 2026-11-22
    ///     printf 'x\n2\n' | EARSHOT_PASSWORD='Tr1cky!Pass9' $B play --mode classic --category history --count 2 --seed 3 $D --player Bo --today 2026-11-22
    ///     printf 'timing 2\nquit\n' | $B $D --player Cy --new-player --today 2026-11-23
    ///     printf '1\n1\n1\n1\n1\n1\n' | $B play --mode survival --lives 1 --category geography --seed 11 $D --player Cy --today 2026-11-23
    ///     sqlite3 OUT 'PRAGMA journal_mode=DELETE; VACUUM;'
    ///
    /// So: Ann (the admin, no password; verbosity brief, rate 200), Bo (password
    /// `Tr1cky!Pass9`) and Cy (timing 2); four games (three classic, one abandoned after an
    /// answer that was not an option, and a survival run), nine answers, a review card for each
    /// missed question (plugin data of `review`), and Ann and Bo following each other.
    @Test func everyPlayerGameAnswerSettingAndFollowOfRelease020IsKept() async throws {
        let fixture = try #require(Bundle.module.url(forResource: "release-0.2.0", withExtension: "sqlite", subdirectory: "Fixtures"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("release-0.2.0.sqlite").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        @Sendable func snapshot(_ db: Database) throws -> [String] {
            let queries = [
                "SELECT id, name, settings, passwordHash, role, registered, guest, nameKey FROM player ORDER BY id",
                "SELECT id, playerID, mode, categoryID, outcome, score, correct, total, day FROM game ORDER BY id",
                "SELECT gameID, questionID, position, given, correct, points, status FROM answer ORDER BY id",
                "SELECT followerID, followedID FROM follow ORDER BY 1, 2",
                "SELECT plugin, playerID, key, value FROM plugin_data ORDER BY 1, 2, 3",
            ]
            return try queries.flatMap { sql in try Row.fetchAll(db, sql: sql).map { "\($0)" } }
        }
        let before: ([String], [String]) = try await DatabaseQueue(path: path).read { db in
            (try snapshot(db), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"))
        }
        #expect(before.1 == Self.release020Migrations)
        let rows: Int = 3 + 4 + 9 + 2 + 4  // players, games, answers, follows, plugin values
        #expect(before.0.count == rows, "\(before.0)")

        let store = try Store(path: path)
        #expect(Array(try store.appliedMigrations()) == Store.migrationNames, "opening applied every migration this build knows")
        #expect(Set(Self.release020Migrations).isSubset(of: Store.migrationNames), "no shipped migration was renamed or dropped")
        #expect(try store.examine().isHealthy)
        let ann = try #require(try await store.account(named: "ann"))
        #expect(ann.role == .admin && !ann.hasPassword && ann.registered)
        let bo = try #require(try await store.account(named: "BO"))
        #expect(bo.role == .player && bo.hasPassword)
        let hash = try await #require(
            try DatabaseQueue(path: path).read { db in
                try String.fetchOne(db, sql: "SELECT passwordHash FROM player WHERE id = ?", arguments: [bo.id])
            })
        #expect(PasswordHasher.verify("Tr1cky!Pass9", against: hash), "Bo's password still opens the account")
        let annSettings = try #require(try await store.existingPlayer(named: "Ann")).settings
        #expect(annSettings.verbosity == .brief && annSettings.speech.rate == 200)
        #expect(try await store.existingPlayer(named: "Cy")?.settings.timeScale == 2)
        #expect(try await store.stats(playerID: bo.id).games == 2)
        let following: [String] = try await store.following(of: ann.id)
        let followers: [String] = try await store.followers(of: ann.id)
        #expect(following == ["Bo"] && followers == ["Bo"])
        let after = try await DatabaseQueue(path: path).read { db in try snapshot(db) }
        #expect(after == before.0)
    }
}
