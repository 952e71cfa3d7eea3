import EarshotCore
import EarshotMessages
import Foundation
import Testing

/// Each built-in plugin's own tables (`plugins/<Name>/<language>.lproj/<Name>.strings`) keep
/// the catalogue's promises: every language has every key with the same slots and in its own
/// words, every key the plugin's code asks for is there, and every key is used. The plugins
/// are found in the source tree, so a plugin taken out of the package is simply not checked.
@Suite struct PluginCatalogTests {
    /// A plugin's folder name and its tables, as its files give them.
    struct Plugin: CustomStringConvertible, Sendable {
        let name: String
        let tables: MessageTables
        var description: String { name }
        var english: [String: String] { tables.table("en") }
    }

    static let plugins: [Plugin] = {
        let base = CatalogText.root.appendingPathComponent("plugins")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.sorted().compactMap { name in
            let folder = base.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("en.lproj/\(name).strings").path) else {
                return nil
            }
            return Plugin(name: name, tables: MessageTables(folder: folder))
        }
    }()

    @Test func thePluginsHaveTables() {
        #expect(Self.plugins.count >= 1)
    }

    @Test(arguments: plugins)
    func everyTableParsesInEveryLanguage(_ plugin: Plugin) {
        #expect(plugin.tables.problems.isEmpty, "\(plugin.tables.problems)")
        #expect(Set(plugin.tables.languages) == Set(Language.allCases.map(\.rawValue)))
        #expect(!plugin.english.isEmpty)
    }

    @Test(arguments: plugins)
    func everyKeyIsTranslatedWithItsSlots(_ plugin: Plugin) {
        for language in [Language.zh, .ms, .ta] {
            let table = plugin.tables.table(language.rawValue)
            let (missing, extra) = CatalogChecks.missingAndExtra(table, english: plugin.english, language)
            #expect(missing.isEmpty, "\(plugin) \(language.rawValue) lacks \(missing)")
            #expect(extra.isEmpty, "\(plugin) \(language.rawValue) has keys English lacks: \(extra)")
            let wrong = CatalogChecks.wrongSlots(table, english: plugin.english)
            #expect(wrong.isEmpty, "\(plugin) \(language.rawValue): \(wrong)")
            let english = CatalogChecks.leftInEnglish(table, english: plugin.english, language)
            #expect(english.isEmpty, "\(plugin) \(language.rawValue) still in English: \(english)")
        }
    }

    /// The keys a plugin's code asks for: its words (`w("key")`, `words.plural("key", …)`), the
    /// keys it names (`strings.key("key")`, `strings.english("key")`), and its descriptors'
    /// keys (`name: "key"` right after `strings:`, `summary: "key"`, `help: "key"`).
    static func keysUsed(by plugin: Plugin) throws -> Set<String> {
        let texts = try CatalogText.sources(in: ["plugins/\(plugin.name)"])
        let key = #""([a-z][A-Za-z0-9_.\-]*)""#
        return try CatalogText.matches(#"\b(?:w|words)(?:\.plural)?\(\s*"# + key, in: texts)
            .union(CatalogText.matches(#"strings\.(?:key|english)\(\s*"# + key, in: texts))
            .union(CatalogText.matches(#"strings: \w+\.strings,\s*name:\s*"# + key, in: texts))
            .union(CatalogText.matches(#"\b(?:summary|help):\s*"# + key, in: texts))
    }

    @Test(arguments: plugins)
    func everyKeyThePluginUsesExists(_ plugin: Plugin) throws {
        let used = try Self.keysUsed(by: plugin)
        #expect(!used.isEmpty)
        let known = Set(plugin.english.keys).union(plugin.english.keys.compactMap(CatalogText.pluralBase))
        #expect(used.subtracting(known).isEmpty, "\(plugin) asks for keys its tables lack: \(used.subtracting(known).sorted())")
    }

    @Test(arguments: plugins)
    func everyKeyIsUsed(_ plugin: Plugin) throws {
        let literals = try CatalogText.matches(#""([a-z][A-Za-z0-9_.\-]*)""#, in: CatalogText.sources(in: ["plugins/\(plugin.name)"]))
        let unused = plugin.english.keys.filter { !literals.contains(CatalogText.pluralBase($0) ?? $0) }
        #expect(unused.isEmpty, "\(plugin)'s keys no code uses: \(unused.sorted())")
    }
}
