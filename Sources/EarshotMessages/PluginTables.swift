import Synchronization

/// The plugins' own catalogue tables, beside the app's (``MessageTables/shared``): each
/// plugin's keys live under its namespace, `plugin.<id>.`, so that no plugin's words can
/// shadow Earshot's or another plugin's. A plugin's tables are added once, when it is loaded
/// (`PluginStrings` in EarshotCore); adding the same namespace again replaces its keys.
public enum PluginTables {
    /// language → full key → text.
    private static let layer = Mutex<[String: [String: String]]>([:])
    /// The namespaces added so far.
    private static let added = Mutex<Set<String>>([])

    /// Adds every table of `tables` with each key put under `namespace` (`plugin.survival.`).
    public static func add(_ tables: MessageTables, namespace: String) {
        layer.withLock { layer in
            for language in tables.languages {
                var merged = layer[language, default: [:]]
                merged = merged.filter { !$0.key.hasPrefix(namespace) }
                for (key, text) in tables.table(language) { merged[namespace + key] = text }
                layer[language] = merged
            }
        }
        added.withLock { _ = $0.insert(namespace) }
    }

    /// The text of a full key (`plugin.survival.rules`) in `language`, if a plugin gave it.
    public static func text(_ key: String, language: String) -> String? {
        layer.withLock { $0[language]?[key] }
    }

    /// The namespaces whose tables have been added.
    public static var namespaces: Set<String> { added.withLock { $0 } }
}

extension MessageTables {
    /// The text of `key` in `language`: from this catalogue, else from a plugin's own tables.
    public func text(_ key: String, language: String) -> String? {
        if let own = table(language)[key] { return own }
        return key.hasPrefix("plugin.") ? PluginTables.text(key, language: language) : nil
    }
}
