import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``PluginDataStore`` on SQLite: the `plugin_data` table (migration `v5-plugin-data`), one
/// row per plugin, owner and key. A player's rows go when the player does (`ON DELETE CASCADE`).
extension Store: PluginDataStore {
    /// The SQL that picks an owner's rows, and its argument: `playerID = ?` lets SQLite use the
    /// partial index of players' rows.
    static func ownerFilter(_ owner: PluginDataOwner) -> (sql: String, arguments: StatementArguments) {
        switch owner {
        case .player(let id): ("playerID = ?", [id])
        case .shared: ("playerID IS NULL", [])
        }
    }

    public func pluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> String? {
        let (filter, arguments) = Self.ownerFilter(owner)
        return try await read { db in
            try String.fetchOne(
                db, sql: "SELECT value FROM plugin_data WHERE plugin = ? AND \(filter) AND key = ?",
                arguments: [plugin] + arguments + [key])
        }
    }

    public func setPluginValue(_ value: String, plugin: String, owner: PluginDataOwner, key: String, maxKeys: Int) async throws {
        let (filter, arguments) = Self.ownerFilter(owner)
        let now = ISO8601DateFormatter().string(from: self.now)
        try await write { db in
            try db.execute(
                sql: "UPDATE plugin_data SET value = ?, updatedAt = ? WHERE plugin = ? AND \(filter) AND key = ?",
                arguments: [value, now, plugin] + arguments + [key])
            guard db.changesCount == 0 else { return }
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM plugin_data WHERE plugin = ? AND \(filter)", arguments: [plugin] + arguments)
                ?? 0
            guard count < maxKeys else { throw PluginStorageError.full }
            let player: Int64? = if case .player(let id) = owner { id } else { nil }
            try db.execute(
                sql: "INSERT INTO plugin_data (plugin, playerID, key, value, updatedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [plugin, player, key, value, now])
        }
    }

    public func removePluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> Bool {
        let (filter, arguments) = Self.ownerFilter(owner)
        return try await write { db in
            try db.execute(
                sql: "DELETE FROM plugin_data WHERE plugin = ? AND \(filter) AND key = ?", arguments: [plugin] + arguments + [key])
            return db.changesCount > 0
        }
    }

    public func pluginEntries(plugin: String, owner: PluginDataOwner, prefix: String, after: String?, limit: Int) async throws
        -> [PluginDataEntry]
    {
        let (filter, arguments) = Self.ownerFilter(owner)
        return try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT key, value FROM plugin_data
                    WHERE plugin = ? AND \(filter) AND substr(key, 1, length(?)) = ? AND (? IS NULL OR key > ?)
                    ORDER BY key LIMIT ?
                    """,
                arguments: [plugin] + arguments + [prefix, prefix, after, after, limit]
            ).map { PluginDataEntry(key: $0["key"], value: $0["value"]) }
        }
    }

    public func liveQuestions(ids: [Int64]) async throws -> [Question] {
        guard !ids.isEmpty else { return [] }
        return try await read { db in
            let rows = try QuestionRecord.filter(ids.contains(Column("id")) && Column("retired") == false).fetchAll(db)
            let byID = Dictionary(uniqueKeysWithValues: rows.compactMap { r in r.id.map { ($0, r) } })
            return ids.compactMap { byID[$0]?.question }
        }
    }
}
