import EarshotAccounts
import EarshotCore
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
            let now = self.now
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

}
