import EarshotAccounts
import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// The player with this name (any case), created on first use. Two servers creating the
    /// same player at once both get the one row.
    public func player(named name: String) async throws -> Player {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        if let id = try await accountID(keyed: clean), let record = try await player(id: id) { return record }
        let key = Self.nameKey(clean)
        let now = self.now
        _ = try await query(
            """
            INSERT INTO player (name, name_key, shape_key, created_at, settings)
            VALUES (\(clean), \(key), \(NameKey.shape(of: clean)), \(now), '{}')
            ON CONFLICT (name_key) WHERE NOT guest DO NOTHING
            """)
        if let id = try await accountID(keyed: clean), let record = try await player(id: id) { return record }
        throw StoreError("The player \(clean) could not be created.")
    }

    /// The id of the account (not a guest) a typed name names: by its exact name first, else
    /// by its ``NameKey``.
    package func accountID(keyed name: String) async throws -> Int64? {
        let clean = NameRules.normalized(name)
        let key = Self.nameKey(clean)
        let rows = try await query(
            """
            SELECT id FROM player WHERE NOT guest AND (name_key = \(key) OR name = \(clean))
            ORDER BY name = \(clean) DESC, id LIMIT 1
            """)
        for try await id in rows.decode(Int64.self) { return id }
        return nil
    }

    /// The key names are unique by (``NameKey``: the same rule as SQLite's store).
    package static func nameKey(_ name: String) -> String { NameKey.of(name) }

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
