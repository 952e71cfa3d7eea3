import EarshotCore
import Foundation
import GRDB

extension Store {
    /// The player with this name (any case), created on first use.
    public func player(named name: String) throws -> PlayerRecord {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        return try write { db in
            if let existing = try PlayerRecord.filter(sql: "name = ? COLLATE NOCASE", arguments: [clean]).fetchOne(db) {
                return existing
            }
            var player = PlayerRecord(id: nil, name: clean, createdAt: Date(), settings: "{}")
            try player.insert(db)
            return player
        }
    }

    /// Saves a player's settings.
    public func save(_ settings: PlayerSettings, for playerID: Int64) throws {
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        try write { db in
            try db.execute(sql: "UPDATE player SET settings = ? WHERE id = ?", arguments: [json, playerID])
        }
    }

    /// All player names, in order.
    public func playerNames() throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM player ORDER BY name COLLATE NOCASE") }
    }
}
