import Synchronization

/// The plugins' own catalogue tables, beside the app's (``MessageTables/shared``): each
/// plugin's keys live under its namespace, `plugin.<id>.`, so that no plugin's words can
/// shadow Earshot's or another plugin's. A plugin's tables are added once, when it is loaded
/// (`PluginStrings` in EarshotCore); adding the same namespace again replaces its keys. Like
/// the app's, a plugin's language is read from its files the first time a key of it is asked for.
public enum PluginTables {
    /// namespace → that plugin's tables.
    private static let layer = Mutex<[String: MessageTables]>([:])

    /// Adds every table of `tables` with each key put under `namespace` (`plugin.survival.`).
    public static func add(_ tables: MessageTables, namespace: String) {
        layer.withLock { $0[namespace] = tables }
    }

    /// The text of a full key (`plugin.survival.rules`) in `language`, if a plugin gave it.
    public static func text(_ key: String, language: String) -> String? {
        let owner = layer.withLock { layer in layer.first { key.hasPrefix($0.key) } }
        guard let (namespace, tables) = owner else { return nil }
        return tables.table(language)[String(key.dropFirst(namespace.count))]
    }

    /// The namespaces whose tables have been added.
    public static var namespaces: Set<String> { layer.withLock { Set($0.keys) } }
}

extension MessageTables {
    /// The text of `key` in `language`: from this catalogue, else from a plugin's own tables.
    public func text(_ key: String, language: String) -> String? {
        if let own = table(language)[key] { return own }
        return key.hasPrefix("plugin.") ? PluginTables.text(key, language: language) : nil
    }
}
