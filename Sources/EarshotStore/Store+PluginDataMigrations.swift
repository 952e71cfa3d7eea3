import Foundation
import GRDB

extension Store {
    /// Issue 21: the plugins keep their own data (`plugin_data`: a plugin's keys and values, in
    /// one space per player and one shared space), and the review deck and the imported
    /// guess-who boards move there from their own tables, which go.
    ///
    /// The moved rows take the shape their plugins read (plugins/Review/ReviewDeck.swift and
    /// plugins/GuessWho/ImportedBoards.swift): a review card is `card/<question id>` in the
    /// `review` plugin's space of its player, its FSRS state as JSON; a board is
    /// `board/<id>` in the `guess-who` plugin's shared space (name, characters, date, parts)
    /// and its canonical JSON in `board-part/<id>/<n>`, parts of at most 16,000 characters.
    /// The PostgreSQL twin is `PostgresStore+LaterMigrations.swift`, under the same name.
    static func registerPluginData(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-plugin-data") { db in
            try db.create(table: "plugin_data") { t in
                t.column("plugin", .text).notNull()
                t.column("playerID", .integer).references("player", onDelete: .cascade)
                t.column("key", .text).notNull()
                t.column("value", .text).notNull()
                t.column("updatedAt", .text).notNull()
            }
            try db.execute(
                sql: "CREATE UNIQUE INDEX plugin_data_by_player ON plugin_data (plugin, playerID, key) WHERE playerID IS NOT NULL")
            try db.execute(sql: "CREATE UNIQUE INDEX plugin_data_shared ON plugin_data (plugin, key) WHERE playerID IS NULL")
            let now = ISO8601DateFormatter().string(from: Date())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            func keep(_ plugin: String, _ player: Int64?, _ key: String, _ value: String) throws {
                try db.execute(
                    sql: "INSERT INTO plugin_data (plugin, playerID, key, value, updatedAt) VALUES (?, ?, ?, ?, ?)",
                    arguments: [plugin, player, key, value, now])
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM reviewCard") {
                let card = MovedCard(
                    stability: row["stability"], difficulty: row["difficulty"], lastReview: row["lastReview"], due: row["due"],
                    reviews: row["reviews"], lapses: row["lapses"])
                let questionID: Int64 = row["questionID"]
                try keep("review", row["playerID"], "card/\(questionID)", String(decoding: try encoder.encode(card), as: UTF8.self))
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM guessWhoBoard") {
                let id: String = row["id"]
                let parts = movedParts(row["json"])
                for (n, part) in parts.enumerated() { try keep("guess-who", nil, "board-part/\(id)/\(n)", part) }
                let entry = MovedBoard(name: row["name"], characters: row["characters"], importedAt: row["importedAt"], parts: parts.count)
                try keep("guess-who", nil, "board/\(id)", String(decoding: try encoder.encode(entry), as: UTF8.self))
            }
            try db.drop(table: "reviewCard")
            try db.drop(table: "guessWhoBoard")
        }
    }

    /// A review card as the review plugin keeps it.
    private struct MovedCard: Encodable {
        var stability: Double
        var difficulty: Double
        var lastReview: String
        var due: String
        var reviews: Int
        var lapses: Int
    }

    /// An imported board's entry as the guess-who plugin keeps it.
    private struct MovedBoard: Encodable {
        var name: String
        var characters: Int
        var importedAt: String
        var parts: Int
    }

    /// A board's JSON in parts of at most 16,000 Unicode scalars, as the guess-who plugin
    /// splits it.
    private static func movedParts(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [""] }
        return stride(from: 0, to: scalars.count, by: 16_000).map { start in
            var part = String.UnicodeScalarView()
            part.append(contentsOf: scalars[start..<min(start + 16_000, scalars.count)])
            return String(part)
        }
    }
}
