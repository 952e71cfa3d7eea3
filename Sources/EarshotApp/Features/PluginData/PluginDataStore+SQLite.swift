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
            // Cached: the review deck reads a card after every answer.
            let statement = try db.cachedStatement(sql: "SELECT value FROM plugin_data WHERE plugin = ? AND \(filter) AND key = ?")
            return try String.fetchOne(statement, arguments: [plugin] + arguments + [key])
        }
    }

    public func setPluginValue(_ value: String, plugin: String, owner: PluginDataOwner, key: String, maxKeys: Int) async throws {
        let (filter, arguments) = Self.ownerFilter(owner)
        let now = self.now.ISO8601Format()  // as ISO8601DateFormatter writes it, without making one a call
        // The statements are cached: the review deck writes a card after most answers.
        try await write { db in
            try db.cachedStatement(sql: "UPDATE plugin_data SET value = ?, updatedAt = ? WHERE plugin = ? AND \(filter) AND key = ?")
                .execute(arguments: [value, now, plugin] + arguments + [key])
            guard db.changesCount == 0 else { return }
            let counting = try db.cachedStatement(sql: "SELECT COUNT(*) FROM plugin_data WHERE plugin = ? AND \(filter)")
            let count = try Int.fetchOne(counting, arguments: [plugin] + arguments) ?? 0
            guard count < maxKeys else { throw PluginStorageError.full }
            let player: Int64? = if case .player(let id) = owner { id } else { nil }
            try db.cachedStatement(sql: "INSERT INTO plugin_data (plugin, playerID, key, value, updatedAt) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [plugin, player, key, value, now])
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

    public func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind] {
        guard !ids.isEmpty else { return [:] }
        return try await read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT id, kind FROM question WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ","))) AND retired = 0")
            var kinds: [Int64: QuestionKind] = [:]
            for row in try Row.fetchAll(statement, arguments: StatementArguments(ids)) {
                if let kind = QuestionKind(rawValue: row["kind"]) { kinds[row["id"]] = kind }
            }
            return kinds
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
