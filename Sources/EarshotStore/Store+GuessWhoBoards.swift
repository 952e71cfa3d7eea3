import EarshotCore
import Foundation
import GRDB

/// `guessWhoBoard` rows.
extension GuessWhoBoardRow: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guessWhoBoard"
}

extension Store {
    /// The imported boards' table, appended to the migrations.
    static func registerGuessWhoBoards(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-guess-who-boards") { db in
            try db.create(table: "guessWhoBoard") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("characters", .integer).notNull()
                t.column("json", .text).notNull()
                t.column("importedAt", .text).notNull()
            }
        }
    }

    /// Saves a board: adds it, leaves it when the same JSON is already kept under its id, or
    /// replaces the one kept under its id. One transaction, so a failure changes nothing.
    @discardableResult
    public func saveGuessWhoBoard(id: String, name: String, characters: Int, json: String, at date: Date = Date())
        throws -> GuessWhoBoardSave
    {
        try write { db in
            let existing = try GuessWhoBoardRow.fetchOne(db, key: id)
            if let existing, existing.json == json, existing.name == name { return .unchanged }
            let row = GuessWhoBoardRow(
                id: id, name: name, characters: characters, json: json, importedAt: ISO8601DateFormatter().string(from: date))
            try row.save(db)
            return existing.map { .replaced(previous: $0) } ?? .added
        }
    }

    /// Every imported board, by name.
    public func guessWhoBoards() throws -> [GuessWhoBoardRow] {
        try read { db in try GuessWhoBoardRow.order(Column("name").collating(.nocase), Column("id")).fetchAll(db) }
    }

    /// The imported board with this id, if any.
    public func guessWhoBoard(id: String) throws -> GuessWhoBoardRow? {
        try read { db in try GuessWhoBoardRow.fetchOne(db, key: id) }
    }

    /// Removes an imported board. `false` when there was none with this id.
    @discardableResult
    public func removeGuessWhoBoard(id: String) throws -> Bool {
        try write { db in try GuessWhoBoardRow.deleteOne(db, key: id) }
    }
}
