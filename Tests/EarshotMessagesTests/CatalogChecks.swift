import EarshotCore

/// The checks every catalogue passes, Earshot's own and each plugin's: every English key in
/// each other language, with the same slots, and no text left in English. Each returns what
/// is wrong, empty when nothing is.
enum CatalogChecks {
    /// Keys English has that `table` lacks (a `.one` form may be left out in a language whose
    /// "one" takes `.other`), and keys `table` has that English lacks.
    static func missingAndExtra(_ table: [String: String], english: [String: String], _ language: Language) -> (
        missing: [String], extra: [String]
    ) {
        let missing = english.keys.filter { key in
            guard table[key] == nil else { return false }
            return !(key.hasSuffix(".one") && language.pluralCategory(1) == .other)
        }
        return (missing.sorted(), table.keys.filter { english[$0] == nil }.sorted())
    }

    /// Keys whose slots differ from English's (a `.one` form may say "one" instead of `{count}`).
    static func wrongSlots(_ table: [String: String], english: [String: String]) -> [String] {
        var wrong: [String] = []
        for (key, source) in english {
            guard let text = table[key] else { continue }
            let want = CatalogText.slots(source), have = CatalogText.slots(text)
            if key.hasSuffix(".one") ? !have.isSubset(of: want) || !want.subtracting(have).isSubset(of: ["count"]) : have != want {
                wrong.append("\(key): \(have.sorted()) instead of \(want.sorted())")
            }
        }
        return wrong.sorted()
    }

    /// Keys still in English: Chinese and Tamil text must be in their own script, Malay text
    /// must not be the English text.
    static func leftInEnglish(_ table: [String: String], english: [String: String], _ language: Language) -> [String] {
        var untranslated: [String] = []
        for (key, source) in english {
            guard let text = table[key], CatalogText.englishWords(source).count >= 2 else { continue }
            switch language {
            case .zh: if !text.unicodeScalars.contains(where: CatalogText.isHan) { untranslated.append(key) }
            case .ta: if !text.unicodeScalars.contains(where: CatalogText.isTamil) { untranslated.append(key) }
            default: if text == source { untranslated.append(key) }
            }
        }
        return untranslated.sorted()
    }
}
