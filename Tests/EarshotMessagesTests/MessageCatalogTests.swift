import EarshotCore
import EarshotMessages
import Foundation
import Testing

/// The catalogue is complete: every key the code asks for exists in English, every English key
/// exists in Chinese, Malay and Tamil with the same slots, and no translation is English left
/// in place. A missing key is found here, not by a player. The plugins' own tables pass the
/// same checks (``PluginCatalogTests``).
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
        let (missing, extra) = CatalogChecks.missingAndExtra(tables.table(language.rawValue), english: english, language)
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing)")
        #expect(extra.isEmpty, "\(language.rawValue) has keys English lacks: \(extra)")
    }

    @Test(arguments: [Language.zh, .ms, .ta])
    func slotsMatchEnglish(_ language: Language) {
        let wrong = CatalogChecks.wrongSlots(tables.table(language.rawValue), english: english)
        #expect(wrong.isEmpty, "\(language.rawValue): \(wrong)")
    }

    /// Chinese and Tamil text is in its own script; Malay text is not the English text.
    @Test(arguments: [Language.zh, .ms, .ta])
    func nothingIsLeftInEnglish(_ language: Language) {
        let untranslated = CatalogChecks.leftInEnglish(tables.table(language.rawValue), english: english, language)
        #expect(untranslated.isEmpty, "\(language.rawValue) still in English: \(untranslated)")
    }

    /// Every key the code asks for (`messages("key")`, `m.plural("key", …)`) is in English.
    @Test func everyKeyTheCodeUsesExists() throws {
        let used = try CatalogText.keysUsedInSources()
        #expect(!used.isEmpty)
        let known = Set(english.keys).union(english.keys.compactMap(CatalogText.pluralBase))
        let missing = used.subtracting(known)
        #expect(missing.isEmpty, "the code asks for keys the catalogue lacks: \(missing.sorted())")
    }

    /// Every English key is used by the code, as a string literal.
    @Test func everyKeyIsUsed() throws {
        let literals = try CatalogText.stringLiteralsInSources()
        let unused = english.keys.filter { key in
            let base = CatalogText.pluralBase(key) ?? key
            return !literals.contains(base)
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
