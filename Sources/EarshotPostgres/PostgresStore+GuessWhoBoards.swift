import EarshotCore
import Foundation
import PostgresNIO

/// Imported guess-who boards, as the SQLite store keeps them (`Store+GuessWhoBoards.swift`).
extension PostgresStore {
    public func guessWhoBoards() async throws -> [GuessWhoBoardRow] {
        let boards = try await Self.boards(query("SELECT id, name, characters, json, imported_at FROM guess_who_board"))
        // SQLite's `ORDER BY name COLLATE NOCASE, id`: ASCII letters folded, then the id.
        return boards.sorted { a, b in
            let (x, y) = (Self.nocaseKey(a.name), Self.nocaseKey(b.name))
            return x == y ? a.id < b.id : x.lexicographicallyPrecedes(y)
        }
    }

    public func guessWhoBoard(id: String) async throws -> GuessWhoBoardRow? {
        try await Self.boards(query("SELECT id, name, characters, json, imported_at FROM guess_who_board WHERE id = \(id)")).first
    }

    /// Board rows read from `SELECT id, name, characters, json, imported_at`.
    static func boards(_ rows: PostgresRowSequence) async throws -> [GuessWhoBoardRow] {
        var boards: [GuessWhoBoardRow] = []
        for try await (id, name, characters, json, importedAt) in rows.decode((String, String, Int, String, String).self) {
            boards.append(GuessWhoBoardRow(id: id, name: name, characters: characters, json: json, importedAt: importedAt))
        }
        return boards
    }

    /// Saves a board in one transaction: added, unchanged, or replacing the one kept under its id.
    public func saveGuessWhoBoard(id: String, name: String, characters: Int, json: String, at date: Date = Date())
        async throws -> GuessWhoBoardSave
    {
        let importedAt = ISO8601DateFormatter().string(from: date)
        return try await transaction { connection in
            let existing = try await Self.boards(
                connection.query(
                    "SELECT id, name, characters, json, imported_at FROM guess_who_board WHERE id = \(id) FOR UPDATE",
                    logger: self.logger)
            ).first
            if let existing, existing.json == json, existing.name == name { return .unchanged }
            try await connection.query(
                """
                INSERT INTO guess_who_board (id, name, characters, json, imported_at)
                VALUES (\(id), \(name), \(characters), \(json), \(importedAt))
                ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, characters = EXCLUDED.characters,
                  json = EXCLUDED.json, imported_at = EXCLUDED.imported_at
                """, logger: self.logger)
            return existing.map { .replaced(previous: $0) } ?? .added
        }
    }
}
