import EarshotAccounts
import EarshotCore
import Foundation
import GRDB

extension Store {
    /// The player with this name (any case), created on first use.
    public func player(named name: String) async throws -> Player {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        return try await write { db in
            if let id = try Self.accountID(keyed: clean, db) { return try PlayerRecord.fetchOne(db, key: id)!.player }
            var player = PlayerRecord(id: nil, name: clean, createdAt: self.now, settings: "{}")
            try player.insert(db)
            try db.execute(
                sql: "UPDATE player SET nameKey = ?, shapeKey = ? WHERE id = ?",
                arguments: [NameKey.of(clean), NameKey.shape(of: clean), player.id!])
            return player.player
        }
    }

    /// The account (not a guest) a typed name names: by exact name, else by key.
    static func accountID(keyed name: String, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db,
            sql: """
                SELECT id FROM player WHERE guest = 0 AND (nameKey = ? OR name = ? COLLATE BINARY)
                ORDER BY name = ? COLLATE BINARY DESC, id LIMIT 1
                """,
            arguments: [NameKey.of(name), name, name])
    }

    /// Saves a player's settings.
    public func save(_ settings: PlayerSettings, for playerID: Int64) async throws {
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        try await write { db in
            try db.execute(sql: "UPDATE player SET settings = ? WHERE id = ?", arguments: [json, playerID])
        }
    }

    /// All player names, in order.
    public func playerNames() async throws -> [String] {
        try await read { db in try String.fetchAll(db, sql: "SELECT name FROM player ORDER BY name COLLATE NOCASE") }
    }
}
