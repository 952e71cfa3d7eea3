import Foundation
import GRDB

/// A guess-who board imported into the store (issue 11): its id, its spoken name, how many
/// characters it has, and its canonical JSON (checked by the guess-who plugin before it is
/// saved; the store keeps the text as given).
public struct GuessWhoBoardRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "guessWhoBoard"
    public var id: String
    public var name: String
    public var characters: Int
    public var json: String
    /// When it was first imported or last replaced (ISO 8601, UTC).
    public var importedAt: String

    public init(id: String, name: String, characters: Int, json: String, importedAt: String) {
        self.id = id
        self.name = name
        self.characters = characters
        self.json = json
        self.importedAt = importedAt
    }
}

/// What saving a board did.
public enum GuessWhoBoardSave: Sendable, Equatable {
    /// A new board.
    case added
    /// The same board was already there: nothing changed.
    case unchanged
    /// A board with this id was there with other content, and was replaced.
    case replaced(previous: GuessWhoBoardRow)
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
