import EarshotCore
import Foundation

/// Whose space of a plugin's data: one player's, or the space every player shares.
public enum PluginDataOwner: Sendable, Hashable {
    case player(Int64)
    case shared
}

/// The plugins' own data (the `plugin_data` table, migration `v5-plugin-data`) and what they
/// may read of the question bank: the plugin-data feature's store. Each plugin has one space
/// per player and one shared space, and reaches only its own (``StoredPluginData``); the
/// limits are checked there, once for both stores, except the count of keys, which is checked
/// here in the same transaction as the write.
public protocol PluginDataStore: Sendable {
    /// The value under `key` in a plugin's space, if any.
    func pluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> String?
    /// Keeps `value` under `key`; a new key in a space already holding `maxKeys` keys throws
    /// ``PluginStorageError/full`` and changes nothing.
    func setPluginValue(_ value: String, plugin: String, owner: PluginDataOwner, key: String, maxKeys: Int) async throws
    /// Removes `key`; `false` when it was not there.
    func removePluginValue(plugin: String, owner: PluginDataOwner, key: String) async throws -> Bool
    /// The entries of a space whose keys start with `prefix`, after `after`, in key order by
    /// bytes, at most `limit`.
    func pluginEntries(plugin: String, owner: PluginDataOwner, prefix: String, after: String?, limit: Int) async throws
        -> [PluginDataEntry]
    /// The live questions among `ids`, in the order of `ids` (retired and unknown ids left out).
    func liveQuestions(ids: [Int64]) async throws -> [Question]
    /// The kind of each live question among `ids`, read from the question table alone.
    func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind]
}

/// One plugin's space in a ``PluginDataStore``, as the plugin sees it (``PluginStorage``): its
/// id and the owner are fixed here, so a plugin reaches no other plugin's data and no other
/// player's. Keys and values are checked against ``PluginStorageLimits`` before the store is
/// asked.
public struct StoredPluginData: PluginStorage {
    public let store: any PluginDataStore
    public let plugin: String
    public let owner: PluginDataOwner

    public init(store: any PluginDataStore, plugin: String, owner: PluginDataOwner) {
        self.store = store
        self.plugin = plugin
        self.owner = owner
    }

    public func value(for key: String) async throws -> String? {
        try PluginStorageLimits.check(key: key)
        return try await store.pluginValue(plugin: plugin, owner: owner, key: key)
    }

    public func set(_ value: String, for key: String) async throws {
        try PluginStorageLimits.check(key: key)
        try PluginStorageLimits.check(value: value)
        try await store.setPluginValue(value, plugin: plugin, owner: owner, key: key, maxKeys: PluginStorageLimits.keysPerSpace)
    }

    @discardableResult
    public func remove(_ key: String) async throws -> Bool {
        try PluginStorageLimits.check(key: key)
        return try await store.removePluginValue(plugin: plugin, owner: owner, key: key)
    }

    public func entries(prefix: String, after: String?, limit: Int) async throws -> [PluginDataEntry] {
        let limit = min(max(limit, 0), PluginStorageLimits.page)
        guard limit > 0 else { return [] }
        return try await store.pluginEntries(plugin: plugin, owner: owner, prefix: prefix, after: after, limit: limit)
    }
}

extension PluginData {
    /// A plugin's two spaces for one player in `store`.
    public static func stored(in store: any PluginDataStore, plugin: String, player: Int64) -> PluginData {
        PluginData(
            player: StoredPluginData(store: store, plugin: plugin, owner: .player(player)),
            shared: StoredPluginData(store: store, plugin: plugin, owner: .shared))
    }
}

/// The question bank as plugins read it, through the store.
public struct StoreQuestionLookup: QuestionLookup {
    public let store: any PluginDataStore

    public init(store: any PluginDataStore) { self.store = store }

    public func liveQuestions(ids: [Int64]) async throws -> [Question] {
        try await store.liveQuestions(ids: ids)
    }

    public func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind] {
        try await store.liveKinds(ids: ids)
    }
}
