/// A ``PluginStorage`` in memory, with the same limits and order as the stores: for
/// `earshot plugin check`, which must not write a player's data, and for tests. It keeps
/// nothing once it is gone.
public actor PluginMemoryStorage: PluginStorage {
    private var values: [String: String] = [:]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public func value(for key: String) throws -> String? {
        try PluginStorageLimits.check(key: key)
        return values[key]
    }

    public func set(_ value: String, for key: String) throws {
        try PluginStorageLimits.check(key: key)
        try PluginStorageLimits.check(value: value)
        if values[key] == nil, values.count >= PluginStorageLimits.keysPerSpace { throw PluginStorageError.full }
        values[key] = value
    }

    @discardableResult
    public func remove(_ key: String) throws -> Bool {
        try PluginStorageLimits.check(key: key)
        return values.removeValue(forKey: key) != nil
    }

    public func entries(prefix: String, after: String?, limit: Int) -> [PluginDataEntry] {
        let keys = values.keys.filter { $0.utf8.starts(with: prefix.utf8) }
            .filter { key in after.map { Array($0.utf8).lexicographicallyPrecedes(key.utf8) } ?? true }
            .sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        return keys.prefix(max(0, min(limit, PluginStorageLimits.page))).map { PluginDataEntry(key: $0, value: values[$0]!) }
    }

    /// How many keys it holds.
    public var count: Int { values.count }
}

extension PluginData {
    /// Two empty spaces in memory (``PluginMemoryStorage``).
    public static func inMemory() -> PluginData {
        PluginData(player: PluginMemoryStorage(), shared: PluginMemoryStorage())
    }
}
