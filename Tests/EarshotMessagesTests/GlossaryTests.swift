import EarshotCore
import EarshotMessages
import Foundation
import Testing

/// The glossary of `docs/languages.md` holds: one word per concept per language, and no table
/// of a language (the catalogue's or a built-in plugin's) uses a word the glossary's "not"
/// columns forbid. The words are read from the document, so the document and the test are
/// one list.
@Suite struct GlossaryTests {
    /// One row of the glossary: the concept and, for each language, the words it must not use.
    struct Row: CustomStringConvertible, Sendable {
        let concept: String
        let forbidden: [Language: [String]]
        var description: String { concept }
    }

    /// The languages whose "not" column follows their word column, in the table's order.
    static let columns: [Language] = [.zh, .ms, .ta]

    /// The glossary's rows, read from the table under `## Glossary` in `docs/languages.md`:
    /// `| concept | English | 中文 | not | Bahasa Melayu | not | தமிழ் | not |`.
    static let rows: [Row] = {
        let url = CatalogText.root.appendingPathComponent("docs/languages.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "## Glossary") else { return [] }
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 8 else { return nil }
            var forbidden: [Language: [String]] = [:]
            for (i, language) in columns.enumerated() {
                let words = cells[3 + 2 * i].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                forbidden[language] = words.filter { !$0.isEmpty && $0 != "—" }
            }
            return Row(concept: cells[0], forbidden: forbidden)
        }
    }()

    /// Every table of `language`: the catalogue's (read from the source tree) and each built-in
    /// plugin's, named for the failure message.
    static func tables(_ language: Language) -> [(place: String, table: [String: String])] {
        let catalogue = MessageTables(folder: CatalogText.root.appendingPathComponent("Sources/EarshotMessages/Catalog"))
        return [("catalogue", catalogue.table(language.rawValue))]
            + PluginCatalogTests.plugins.map { ("plugins/\($0.name)", $0.tables.table(language.rawValue)) }
    }

    /// Whether `text` (a text of `language`, its `{slots}` left out) holds `word`. Chinese: anywhere.
    /// Malay: as whole words, in any case. Tamil: at the start of a word, in any of its forms
    /// (the word without a final u-sign or virama, so that வீரர் finds வீரருக்கு).
    static func holds(_ text: String, _ word: String, in language: Language) -> Bool {
        let unslotted = text.replacingOccurrences(of: #"\{[^}]*\}"#, with: " ", options: .regularExpression)
        var pattern = Array(word.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars)
        if language == .ta, pattern.count > 2, let last = pattern.last, [0x0BC1, 0x0BCD].contains(last.value) {
            pattern.removeLast()
        }
        let scalars = Array(unslotted.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars)
        guard !pattern.isEmpty, scalars.count >= pattern.count else { return false }
        func inWord(_ i: Int) -> Bool { scalars.indices.contains(i) && scalars[i].properties.isAlphabetic }
        for start in 0...(scalars.count - pattern.count) where Array(scalars[start..<start + pattern.count]) == pattern {
            switch language {
            case .zh: return true
            case .ta: if !inWord(start - 1) { return true }
            default: if !inWord(start - 1) && !inWord(start + pattern.count) { return true }
            }
        }
        return false
    }

    @Test func theGlossaryNamesTheConcepts() {
        let concepts = Set(Self.rows.map(\.concept))
        for concept in [
            "option", "answer", "player", "game", "round", "points", "streak", "level", "second", "correct", "wrong",
            "category", "question",
        ] {
            #expect(concepts.contains(concept), "the glossary has no row for \(concept)")
        }
        #expect(concepts.contains { $0.hasPrefix("true") } && concepts.contains { $0.hasPrefix("false") })
        for language in Self.columns {
            #expect(Self.rows.contains { !($0.forbidden[language] ?? []).isEmpty }, "\(language.rawValue) forbids nothing")
        }
    }

    /// How a forbidden word is found, and not found, in each language.
    @Test func wordsAreFoundInTheirForms() {
        #expect(Self.holds("Betul: Benar.", "benar", in: .ms))
        #expect(!Self.holds("Pentadbir boleh membenarkan anda.", "benar", in: .ms))
        #expect(Self.holds("Kira mental, mudah", "kira mental", in: .ms))
        #expect(!Self.holds("Tiada {plugin} di sini.", "plugin", in: .ms), "slots are left out")
        #expect(Self.holds("本周版主", "版主", in: .zh))
        #expect(Self.holds("{count} வீரர்களில்", "வீரர்", in: .ta))
        #expect(Self.holds("வீரருக்கு ஒரு பெயர்", "வீரர்", in: .ta))
        #expect(Self.holds("இந்த விளையாட்டை விட்டு", "விளையாட்டு", in: .ta))
        #expect(Self.holds("தேர்வுகளில் ஒன்று", "தேர்வு", in: .ta))
        #expect(!Self.holds("வேறு பெயரைத் தேர்ந்தெடுக்கவும்", "தேர்வு", in: .ta))
        #expect(!Self.holds("{name} ஆக விளையாடலாம்", "விளையாட்டு", in: .ta))
        #expect(!Self.holds("பல விருப்பங்கள்", "விடை", in: .ta))
    }

    @Test(arguments: columns)
    func noTableUsesAForbiddenWord(_ language: Language) {
        let rows = Self.rows
        #expect(!rows.isEmpty, "the glossary of docs/languages.md was not read")
        var found: [String] = []
        for (place, table) in Self.tables(language) {
            #expect(!table.isEmpty, "\(place) has no \(language.rawValue) table")
            for (key, text) in table.sorted(by: { $0.key < $1.key }) {
                for row in rows {
                    for word in row.forbidden[language] ?? [] where Self.holds(text, word, in: language) {
                        found.append("\(place) \(key): \"\(word)\" (\(row.concept))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(language.rawValue) uses words the glossary forbids:\n\(found.joined(separator: "\n"))")
    }
}
