import EarshotCore
import EarshotMessages
import Foundation
import Testing

/// The catalogue is complete: every key the code asks for exists in English, every English key
/// exists in Chinese, Malay and Tamil with the same slots, and no translation is English left
/// in place. A missing key is found here, not by a player.
@Suite struct MessageCatalogTests {
    let tables = MessageTables.shared
    var english: [String: String] { tables.table("en") }

    @Test func everyFileParses() {
        #expect(tables.problems.isEmpty, "\(tables.problems)")
        #expect(Set(tables.languages).isSuperset(of: Language.allCases.map(\.rawValue)))
        #expect(english.count >= 8)
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func everyKeyIsTranslated(_ language: Language) {
        let table = tables.table(language.rawValue)
        let missing = english.keys.filter { key in
            guard table[key] == nil else { return false }
            // Chinese and Malay do not change the noun for one: `key.other` serves.
            return !(key.hasSuffix(".one") && language.pluralCategory(1) == .other)
        }
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing.sorted())")
        let extra = table.keys.filter { english[$0] == nil }
        #expect(extra.isEmpty, "\(language.rawValue) has keys English lacks: \(extra.sorted())")
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func slotsMatchEnglish(_ language: Language) {
        let table = tables.table(language.rawValue)
        var wrong: [String] = []
        for (key, source) in english {
            guard let text = table[key] else { continue }
            let want = CatalogText.slots(source), have = CatalogText.slots(text)
            // A `.one` form may say "one" in words instead of `{count}`.
            if key.hasSuffix(".one") ? !have.isSubset(of: want) || !want.subtracting(have).isSubset(of: ["count"]) : have != want {
                wrong.append("\(key): \(have.sorted()) instead of \(want.sorted())")
            }
        }
        #expect(wrong.isEmpty, "\(language.rawValue): \(wrong.sorted())")
    }

    /// Chinese and Tamil text is in its own script; Malay text is not the English text.
    @Test(arguments: [Language.zh, .ms, .ta])
    func nothingIsLeftInEnglish(_ language: Language) {
        let table = tables.table(language.rawValue)
        var untranslated: [String] = []
        for (key, source) in english {
            guard let text = table[key], CatalogText.englishWords(source).count >= 2 else { continue }
            switch language {
            case .zh: if !text.unicodeScalars.contains(where: CatalogText.isHan) { untranslated.append(key) }
            case .ta: if !text.unicodeScalars.contains(where: CatalogText.isTamil) { untranslated.append(key) }
            default: if text == source { untranslated.append(key) }
            }
        }
        #expect(untranslated.isEmpty, "\(language.rawValue) still in English: \(untranslated.sorted())")
    }

    /// Every key the code asks for (`messages("key")`, `m.plural("key", …)`) is in English.
    @Test func everyKeyTheCodeUsesExists() throws {
        let used = try CatalogText.keysUsedInSources()
        #expect(!used.isEmpty)
        let known = Set(english.keys).union(english.keys.compactMap(CatalogText.pluralBase))
        let missing = used.subtracting(known)
        #expect(missing.isEmpty, "the code asks for keys the catalogue lacks: \(missing.sorted())")
    }

    /// Every English key is used by the code (as a string literal), or belongs to a family the
    /// code builds from a name (listed in ``CatalogText/dynamicPrefixes``).
    @Test func everyKeyIsUsed() throws {
        let literals = try CatalogText.stringLiteralsInSources()
        let unused = english.keys.filter { key in
            let base = CatalogText.pluralBase(key) ?? key
            return !literals.contains(base) && !CatalogText.dynamicPrefixes.contains(where: { key.hasPrefix($0) })
        }
        #expect(unused.isEmpty, "keys no code uses: \(unused.sorted())")
    }

    @Test func messagesFillSlotsAndPlurals() {
        let en = Messages(.en), ms = Messages(.ms)
        #expect(en.or(["a", "b", "c"]) == "a, b or c")
        #expect(ms.and(["a", "b"]) == "a dan b")
        #expect(Messages.fill("{a} and {b}", ["a": "1"]) == "1 and {b}")
        #expect(Messages(.zh)("language.chosen", ["name": "中文"]).contains("中文"))
    }
}
