import EarshotMessages

/// Everything Earshot says, in one language: each message is looked up by its key in the
/// message catalogue (`Sources/EarshotMessages/Catalog/<language>.lproj/*.strings`, English the
/// source) and its `{name}` slots filled.
///
/// ```swift
/// let m = Messages(.ms)
/// m("game.correct", ["points": "100"])            // "Betul! 100 mata."
/// m.plural("game.questions", count: 1)              // "1 soalan"
/// ```
///
/// A plugin's own words are keys of its own tables under `plugin.<id>.` (``PluginStrings``),
/// found here like any other key once the plugin's tables are loaded.
///
/// A key missing from a language is a bug that ``MessageCatalogTests`` finds; at run time it is
/// said in English rather than as a raw key, and counted in ``missingKeys``.
public struct Messages: Sendable, Equatable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// English, the source language.
    public static let english = Messages(.en)

    /// The text of `key` with its slots filled from `values`.
    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        Self.fill(template(key), values)
    }

    /// The text of `key` in the plural form `count` takes (`key.one` or `key.other`), with
    /// `{count}` and the other slots filled.
    public func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        let form = language.pluralCategory(count).rawValue
        let chosen = has("\(key).\(form)") ? "\(key).\(form)" : "\(key).other"
        var all = values
        all["count"] = String(count)
        return Self.fill(template(chosen), all)
    }

    /// Sentences said one after another: with a space between them, except in Chinese, whose
    /// full stop needs none. Empty parts are left out.
    public func joinedSentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: language == .zh ? "" : " ")
    }

    /// Whether the catalogue has `key` in this language.
    public func has(_ key: String) -> Bool {
        MessageTables.shared.text(key, language: language.rawValue) != nil
    }

    /// The raw template of `key`: this language's, else English's, else the key itself.
    public func template(_ key: String) -> String {
        if let own = MessageTables.shared.text(key, language: language.rawValue) { return own }
        MessageTables.shared.noteMissing(key, language: language.rawValue)
        return MessageTables.shared.text(key, language: Language.en.rawValue) ?? key
    }

    /// Keys asked for at run time that a language lacked, as `language:key`.
    public static var missingKeys: [String] { MessageTables.shared.missing }

    /// Fills `{name}` slots of `template`; a slot with no value is left as written.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var out = ""
        out.reserveCapacity(template.count)
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] { out += value } else { out += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }
}

extension Messages {
    /// `a, b or c` in the language.
    public func or(_ items: [String]) -> String { joined(items, last: "list.or") }

    /// `a, b and c` in the language.
    public func and(_ items: [String]) -> String { joined(items, last: "list.and") }

    private func joined(_ items: [String], last: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default:
            let separator = self("list.separator")
            let head = items.dropLast().joined(separator: separator)
            return self(last, ["first": head, "last": items[items.count - 1]])
        }
    }
}
