// Plugins this file needs: Review, GuessWho

import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import GRDB
import GuessWho
import Review
import Testing

@testable import EarshotPostgres
@testable import EarshotStore

/// `v5-plugin-data` moves every player's review cards and every imported guess-who board
/// into the plugins' data, where their plugins read them, and drops the old tables: on a
/// SQLite store migrated up to the release before, and on a PostgreSQL store set back to it.
@Suite("Review cards and imported boards survive the move to plugin data", .serialized)
struct PluginDataMigrationTests {
    /// Cards as the old table held them: (player, question, stability, difficulty, last review,
    /// due, reviews, lapses). The stabilities need every digit a double has.
    static let cards: [(String, Int, Double, Double, String, String, Int, Int)] = [
        ("Ann", 0, 2.3065, 6.4133, "2026-03-02", "2026-03-04", 1, 1),
        ("Ann", 1, 1.0 / 3.0, 5.123456789012345, "2026-02-01", "2026-04-01", 4, 0),
        ("Bob", 1, 40.1, 3.2, "2026-01-01", "2026-02-11", 3, 1),
    ]
    /// A board longer than one stored value may be, and a small one.
    static let boards: [(id: String, name: String, characters: Int, json: String)] = [
        ("rivers", "Rivers", 18, "{\"id\":\"rivers\",\"name\":\"Rivers\"}"),
        ("huge", "Huge", 24, "{\"id\":\"huge\",\"pad\":\"" + String(repeating: "é", count: 40_000) + "\"}"),
    ]

    /// Checks what the plugins read after the move.
    func expectMoved(_ store: any GameStore, questions: [Int64]) async throws {
        for name in ["Ann", "Bob"] {
            let id = try await store.player(named: name).id
            let deck = ReviewDeck(StoredPluginData(store: store, plugin: ReviewPlugin.id, owner: .player(id)))
            let got = try await deck.cards()
            let want = Self.cards.filter { $0.0 == name }.sorted { $0.1 < $1.1 }
            #expect(got.map(\.questionID) == want.map { questions[$0.1] }, "\(name)")
            for (card, old) in zip(got, want) {
                #expect(card.stability == old.2 && card.difficulty == old.3, "every digit kept")
                #expect(card.lastReview == old.4 && card.due == old.5 && card.reviews == old.6 && card.lapses == old.7)
            }
        }
        let ann = try await store.player(named: "Ann").id
        let annDeck = ReviewDeck(StoredPluginData(store: store, plugin: ReviewPlugin.id, owner: .player(ann)))
        #expect(try await annDeck.counts(on: "2026-03-04") == ReviewDeckCounts(due: 1, learning: 1, mature: 1, nextDue: "2026-04-01"))
        let kept = ImportedBoards(StoredPluginData(store: store, plugin: GuessWhoPlugin.id, owner: .shared))
        let all = try await kept.all()
        #expect(all.map(\.id) == ["huge", "rivers"])
        for board in Self.boards {
            let got = try #require(all.first { $0.id == board.id })
            #expect(got.name == board.name && got.characters == board.characters && got.json == board.json)
            #expect(got.importedAt == "2026-01-02T03:04:05Z")
        }
    }

    @Test func anSQLiteStoreOfTheReleaseBeforeMovesItsCardsAndBoards() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-v5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try Store.migrator.migrate(queue, upTo: "v4-player-name-keys")
        let questions: [Int64] = try await queue.write { db in
            for name in ["Ann", "Bob"] {
                try db.execute(
                    sql: "INSERT INTO player (name, createdAt, nameKey, shapeKey) VALUES (?, ?, ?, ?)",
                    arguments: [name, Date(), name.lowercased(), name.lowercased()])
            }
            try db.execute(sql: "INSERT INTO category (id, name) VALUES ('geo', 'Geography')")
            var ids: [Int64] = []
            for n in 0..<2 {
                try db.execute(
                    sql: """
                        INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong)
                        VALUES (?, 'old', 'geo', 'choice', 'easy', ?, '["A"]', '["B","C","D"]')
                        """, arguments: ["hash\(n)", "Question \(n)?"])
                ids.append(db.lastInsertedRowID)
            }
            for c in Self.cards {
                try db.execute(
                    sql: """
                        INSERT INTO reviewCard (playerID, questionID, stability, difficulty, lastReview, due, reviews, lapses)
                        VALUES ((SELECT id FROM player WHERE name = ?), ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [c.0, ids[c.1], c.2, c.3, c.4, c.5, c.6, c.7])
            }
            for b in Self.boards {
                try db.execute(
                    sql: "INSERT INTO guessWhoBoard (id, name, characters, json, importedAt) VALUES (?, ?, ?, ?, ?)",
                    arguments: [b.id, b.name, b.characters, b.json, "2026-01-02T03:04:05Z"])
            }
            return ids
        }
        try queue.close()
        let store = try Store(path: path)
        #expect(try store.appliedMigrations().contains("v5-plugin-data"))
        try await expectMoved(store, questions: questions)
        let tables = try await store.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        #expect(!tables.contains("reviewCard") && !tables.contains("guessWhoBoard") && tables.contains("plugin_data"))
    }

    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func aPostgreSQLStoreOfTheReleaseBeforeMovesItsCardsAndBoards() async throws {
        let url = try await TemporaryPostgres.sharedServer().newDatabase()
        let fresh = try await PostgresStore(url: url)
        try await twoCategoryBank(fresh)
        let questions = try await fresh.draw(QuestionRequest(categoryID: "geo", count: 2, seed: 1)).compactMap(\.storeID)
        for name in ["Ann", "Bob"] { _ = try await fresh.player(named: name) }
        // Back to the release before: no plugin data, the old tables as their migrations made them.
        _ = try await fresh.query("DROP TABLE plugin_data")
        _ = try await fresh.query("DELETE FROM earshot_migration WHERE name = 'v5-plugin-data'")
        for old in PostgresStore.laterMigrations where ["review-deck", "v2-guess-who-boards"].contains(old.name) {
            for statement in old.statements { _ = try await fresh.query(statement) }
        }
        for c in Self.cards {
            let (player, question) = (c.0, questions[c.1])
            _ = try await fresh.query(
                """
                INSERT INTO review_card (player_id, question_id, stability, difficulty, last_review, due, reviews, lapses)
                VALUES ((SELECT id FROM player WHERE name = \(player)), \(question), \(c.2), \(c.3), \(c.4), \(c.5), \(c.6), \(c.7))
                """)
        }
        for b in Self.boards {
            _ = try await fresh.query(
                """
                INSERT INTO guess_who_board (id, name, characters, json, imported_at)
                VALUES (\(b.id), \(b.name), \(b.characters), \(b.json), '2026-01-02T03:04:05Z')
                """)
        }
        fresh.close()
        let store = try await PostgresStore(url: url)
        #expect(try await store.appliedMigrations().contains("v5-plugin-data"))
        try await expectMoved(store, questions: questions)
        var tables: [String] = []
        for try await name in try await store.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'").decode(String.self) {
            tables.append(name)
        }
        #expect(!tables.contains("review_card") && !tables.contains("guess_who_board") && tables.contains("plugin_data"))
    }
}
