import EarshotCore
import EarshotPostgres
import Foundation
import PostgresNIO

/// ``PluginDataStore`` on PostgreSQL: the `plugin_data` table (migration `v5-plugin-data`).
/// Keys compare by bytes (`COLLATE "C"`), as SQLite's do; a write takes an advisory lock on
/// its space, so two writers cannot both add the last key a space may hold. An owner is picked
/// by `player_id = $1 OR ($1 IS NULL AND player_id IS NULL)`, which the planner folds, with the
/// value known, into the index's own condition.
extension PostgresStore: PluginDataStore {
    /// The id of a player's space, or `nil` for the shared one.
    static func playerID(_ owner: PluginDataOwner) -> Int64? {
        if case .player(let id) = owner { id } else { nil }
    }

    public func pluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> String? {
        let player = Self.playerID(owner)
        let rows = try await query(
            """
            SELECT value FROM plugin_data
            WHERE plugin = \(plugin) AND (player_id = \(player)::BIGINT OR (\(player)::BIGINT IS NULL AND player_id IS NULL)) AND key = \(key)
            """)
        for try await value in rows.decode(String.self) { return value }
        return nil
    }

    public func setPluginValue(_ value: String, plugin: String, owner: PluginDataOwner, key: String, maxKeys: Int) async throws {
        let player = Self.playerID(owner)
        let space = "\(plugin)/\(player.map(String.init) ?? "shared")"
        // The transaction says whether the value was kept; a full space is told outside it, so
        // the error reaches the plugin as it is.
        let kept = try await transaction { db -> Bool in
            try await db.query("SELECT pg_advisory_xact_lock(hashtext(\(space)))", logger: self.logger)
            let now = self.now
            var updated = false
            for try await _ in try await db.query(
                """
                UPDATE plugin_data SET value = \(value), updated_at = \(now)
                WHERE plugin = \(plugin) AND (player_id = \(player)::BIGINT OR (\(player)::BIGINT IS NULL AND player_id IS NULL)) AND key = \(key) RETURNING key
                """, logger: self.logger
            ).decode(String.self) {
                updated = true
            }
            guard !updated else { return true }
            var count = 0
            for try await n in try await db.query(
                "SELECT COUNT(*)::BIGINT FROM plugin_data WHERE plugin = \(plugin) AND (player_id = \(player)::BIGINT OR (\(player)::BIGINT IS NULL AND player_id IS NULL))",
                logger: self.logger
            ).decode(Int.self) {
                count = n
            }
            guard count < maxKeys else { return false }
            try await db.query(
                """
                INSERT INTO plugin_data (plugin, player_id, key, value, updated_at)
                VALUES (\(plugin), \(player), \(key), \(value), \(now))
                """, logger: self.logger)
            return true
        }
        guard kept else { throw PluginStorageError.full }
    }

    public func removePluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> Bool {
        let player = Self.playerID(owner)
        let rows = try await query(
            """
            DELETE FROM plugin_data WHERE plugin = \(plugin) AND (player_id = \(player)::BIGINT OR (\(player)::BIGINT IS NULL AND player_id IS NULL)) AND key = \(key)
            RETURNING key
            """)
        for try await _ in rows.decode(String.self) { return true }
        return false
    }

    public func pluginEntries(plugin: String, owner: PluginDataOwner, prefix: String, after: String?, limit: Int) async throws
        -> [PluginDataEntry]
    {
        let player = Self.playerID(owner)
        let rows = try await query(
            """
            SELECT key, value FROM plugin_data
            WHERE plugin = \(plugin) AND (player_id = \(player)::BIGINT OR (\(player)::BIGINT IS NULL AND player_id IS NULL))
              AND left(key, char_length(\(prefix))) = \(prefix)
              AND (\(after)::TEXT IS NULL OR key COLLATE "C" > \(after)::TEXT COLLATE "C")
            ORDER BY key COLLATE "C" LIMIT \(limit)
            """)
        var entries: [PluginDataEntry] = []
        for try await (key, value) in rows.decode((String, String).self) { entries.append(PluginDataEntry(key: key, value: value)) }
        return entries
    }

    public func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await query("SELECT id, kind FROM question WHERE retired = FALSE AND id = ANY(\(ids))")
        var kinds: [Int64: QuestionKind] = [:]
        for try await (id, kind) in rows.decode((Int64, String).self) {
            if let kind = QuestionKind(rawValue: kind) { kinds[id] = kind }
        }
        return kinds
    }

    public func liveQuestions(ids: [Int64]) async throws -> [Question] {
        guard !ids.isEmpty else { return [] }
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance FROM question
            WHERE retired = FALSE AND id = ANY(\(ids))
            """)
        let byID = Dictionary(try await Self.questions(from: rows).compactMap { q in q.storeID.map { ($0, q) } }) { a, _ in a }
        return ids.compactMap { byID[$0] }
    }
}
