import EarshotMessages
import Foundation

/// A plugin's own catalogue: its `<language>.lproj/*.strings` tables, shipped with the plugin
/// as resources (`plugins/Survival/en.lproj/Survival.strings`), each key written without a
/// namespace (`"rules" = "…";`). Loading them puts every key under `plugin.<id>.` in the
/// catalogue that ``Messages`` reads, where no plugin can shadow Earshot's words or another
/// plugin's. A built-in plugin keeps one as a static value and registers it
/// (``PluginRegistry/add(strings:)``):
///
/// ```swift
/// public enum SurvivalPlugin: EarshotPlugin {
///     public static let id = "survival"
///     static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)
///     public static func register(in registry: inout PluginRegistry) throws {
///         registry.add(strings: strings)
///         try registry.add(mode: SurvivalMode.self)
///     }
/// }
/// ```
///
/// Its code then says its words by key, `strings.words(language)("rules")`, and its
/// descriptors name their keys (`ModeDescriptor(id:strings:name:summary:…)`).
public struct PluginStrings: Sendable {
    /// The plugin's id: its keys live under `plugin.<id>.`.
    public let plugin: String
    let tables: MessageTables

    /// Loads the tables of every `<language>.lproj` folder under `folder` (a plugin's
    /// `Bundle.module.resourceURL`) and adds them to the catalogue under the plugin's namespace.
    public init(plugin: String, folder: URL?) {
        self.plugin = plugin
        tables = MessageTables(folder: folder)
        PluginTables.add(tables, namespace: Self.namespace(plugin))
    }

    /// `plugin.<id>.`: where a plugin's keys live in the catalogue.
    public static func namespace(_ plugin: String) -> String { "plugin.\(plugin)." }

    /// The full catalogue key of one of the plugin's own keys: `rules` → `plugin.survival.rules`.
    public func key(_ own: String) -> String { Self.namespace(plugin) + own }

    /// The English text of one of the plugin's own keys (what a descriptor keeps as its text).
    public func english(_ own: String) -> String { Messages.english(key(own)) }

    /// The plugin's words in `language`.
    public func words(_ language: Language) -> PluginWords { PluginWords(strings: self, messages: Messages(language)) }

    /// The plugin's keys and texts in `language`, as its files give them (for tests).
    public func table(_ language: String) -> [String: String] { tables.table(language) }

    /// The languages the plugin has tables for.
    public var languages: [String] { tables.languages }

    /// Problems found reading the plugin's files (a table that does not parse).
    public var problems: [String] { tables.problems }
}

/// A plugin's words in one language: its own keys (``PluginStrings``) said through
/// ``Messages``, with `{name}` slots filled. `messages` says Earshot's shared words (the
/// spoken durations, board lines, `a, b and c`).
public struct PluginWords: Sendable {
    public let strings: PluginStrings
    public let messages: Messages

    /// The text of the plugin's own `key` with its slots filled from `values`.
    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        messages(strings.key(key), values)
    }

    /// The plural form of the plugin's own `key` that `count` takes (`key.one` or `key.other`).
    public func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        messages.plural(strings.key(key), count: count, values)
    }

    /// The language the words are in.
    public var language: Language { messages.language }
}
