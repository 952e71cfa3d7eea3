import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// The player with this name (any case), created on first use. Two servers creating the
    /// same player at once both get the one row.
    public func player(named name: String) async throws -> PlayerRecord {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        let key = Self.nameKey(clean)
        let now = Date()
        _ = try await query(
            """
            INSERT INTO player (name, name_key, created_at, settings) VALUES (\(clean), \(key), \(now), '{}')
            ON CONFLICT (name_key) DO NOTHING
            """)
        let rows = try await query("SELECT id, name, created_at, settings FROM player WHERE name_key = \(key)")
        for try await (id, stored, created, settings) in rows.decode((Int64, String, Date, String).self) {
            return PlayerRecord.make(id: id, name: stored, createdAt: created, settings: settings)
        }
        throw StoreError("The player \(clean) could not be created.")
    }

    /// The key names are unique by: the name without regard to case (SQLite's NOCASE, for
    /// every script, not only ASCII).
    static func nameKey(_ name: String) -> String { name.lowercased() }

    public func save(_ settings: PlayerSettings, for playerID: Int64) async throws {
        let json = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        _ = try await query("UPDATE player SET settings = \(json) WHERE id = \(playerID)")
    }

    public func playerNames() async throws -> [String] {
        var names: [String] = []
        for try await name in try await query("SELECT name FROM player").decode(String.self) { names.append(name) }
        // SQLite's ORDER BY name COLLATE NOCASE, without relying on a collation.
        return names.sorted(by: Self.nocaseOrder)
    }
}
