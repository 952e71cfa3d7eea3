import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// The data step of `v4-player-name-keys`: every name composed and keyed by ``NameKey``
    /// (``NameMigration``), a clash recorded in `audit`, then the unique index on the key
    /// (guests apart). Once, under an advisory lock, so servers starting together do it once.
    func keyNamesOnce() async throws {
        // Kept as a store setting, so the migrations' names stay those of the SQLite store.
        let done = "migration.v4-player-name-keys.data"
        try await transaction { db in
            try await db.query("SELECT pg_advisory_xact_lock(20020)", logger: self.logger)
            for try await _ in try await db.query("SELECT key FROM store_setting WHERE key = \(done)", logger: self.logger)
                .decode(String.self)
            {
                return
            }
            var players: [(id: Int64, name: String)] = []
            for try await (id, stored) in try await db.query("SELECT id, name FROM player ORDER BY id", logger: self.logger)
                .decode((Int64, String).self)
            {
                players.append((id, stored))
            }
            let keyed = NameMigration.keys(for: players)
            // Keys move aside first, so no update meets a key another row still holds.
            try await db.query("UPDATE player SET name_key = '#' || id::TEXT", logger: self.logger)
            for row in keyed.rows {
                try await db.query(
                    "UPDATE player SET name = \(row.name), name_key = \(row.key), shape_key = \(row.shape) WHERE id = \(row.id)",
                    logger: self.logger)
            }
            let now = Date()
            for clash in keyed.clashes {
                try await db.query(
                    """
                    INSERT INTO audit (at, target_id, action, detail)
                    VALUES (\(now), \(clash.id), 'name-clash', \(clash.detail))
                    """, logger: self.logger)
            }
            try await db.query(
                "CREATE UNIQUE INDEX IF NOT EXISTS player_by_name_key ON player (name_key) WHERE NOT guest", logger: self.logger)
            try await db.query(
                "INSERT INTO store_setting (key, value) VALUES (\(done), 'yes') ON CONFLICT (key) DO NOTHING", logger: self.logger)
        }
    }

    public func guest(named name: String) async throws -> PlayerRecord {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        let key = Self.nameKey(clean)
        let found = try await query(
            "SELECT id FROM player WHERE guest AND name_key = \(key) ORDER BY id DESC LIMIT 1")
        for try await id in found.decode(Int64.self) {
            if let record = try await player(id: id) { return record }
        }
        let now = Date()
        let shape = NameKey.shape(of: clean)
        let made = try await query(
            """
            INSERT INTO player (name, name_key, shape_key, created_at, settings, guest)
            VALUES (\(clean), \(key), \(shape), \(now), '{}', TRUE) RETURNING id
            """)
        for try await id in made.decode(Int64.self) {
            if let record = try await player(id: id) { return record }
        }
        throw StoreError("The guest \(clean) could not be made.")
    }

    public func account(lookingLike name: String, excluding: Int64?) async throws -> Account? {
        let clean = NameRules.normalized(name)
        let (key, shape, other) = (Self.nameKey(clean), NameKey.shape(of: clean), excluding ?? -1)
        return try await Self.accounts(
            query(
                """
                \(unescaped: Self.accountColumns) WHERE NOT guest AND (name_key = \(key) OR shape_key = \(shape)) AND id <> \(other)
                ORDER BY name_key = \(key) DESC, id LIMIT 1
                """)
        ).first
    }

    public func accounts(soundingLike spokenKey: String, excluding: Int64?) async throws -> [Account] {
        let other = excluding ?? -1
        return try await Self.accounts(
            query("\(unescaped: Self.accountColumns) WHERE NOT guest AND spoken_key = \(spokenKey) AND id <> \(other) ORDER BY id"))
    }

    public func setSpokenKey(_ spokenKey: String, playerID: Int64) async throws {
        _ = try await query("UPDATE player SET spoken_key = \(spokenKey) WHERE id = \(playerID)")
    }

    public func namesWithoutSpokenKey(limit: Int) async throws -> [(id: Int64, name: String)] {
        var out: [(id: Int64, name: String)] = []
        let rows = try await query(
            "SELECT id, name FROM player WHERE NOT guest AND spoken_key IS NULL ORDER BY id LIMIT \(limit)")
        for try await (id, name) in rows.decode((Int64, String).self) { out.append((id, name)) }
        return out
    }
}
