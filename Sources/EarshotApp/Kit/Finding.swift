import EarshotCore

extension PluginRegistry {
    /// The mode `word` names: its id as typed (`count-down`), its id or name with punctuation
    /// and case set aside (`countdown`, `Count down`), or a unique beginning of its id.
    public func findMode(_ word: String) -> ModeEntry? {
        let raw = word.trimmingWhitespace.lowercased()
        if let exact = modes.first(where: { $0.descriptor.id == raw }) { return exact }
        let w = TextNormalizer.normalize(word)
        let squeezed = w.replacingOccurrences(of: " ", with: "")
        if let close = modes.first(where: {
            let id = TextNormalizer.normalize($0.descriptor.id)
            return id == w || id.replacingOccurrences(of: " ", with: "") == squeezed
                || TextNormalizer.normalize($0.descriptor.name) == w
        }) {
            return close
        }
        let prefixed = modes.filter { $0.descriptor.id.hasPrefix(raw) || $0.descriptor.id.hasPrefix(w) }
        return raw.count >= 2 && prefixed.count == 1 ? prefixed[0] : nil
    }

}

/// Words that leave a menu or a question asked of the player without choosing anything.
public enum LeaveWords {
    public static let all: Set<String> = ["cancel", "back", "quit", "exit"]
}

extension CategoryDirectory {
    /// Words for "all categories", in each language.
    public static let allWords: Set<String> = ["all", "mixed", "any", "semua", "全部", "所有", "所有类别", "எல்லாம்", "அனைத்தும்"]

    /// The id of the category `text` names (by id or name, forgiving typos), if exactly one;
    /// `nil` also for the words for all categories.
    public static func find(_ text: String, in categories: [CategorySummary]) -> String? {
        if let c = categories.first(where: { $0.category.id == text.lowercased() }) { return c.category.id }
        if allWords.contains(TextNormalizer.normalize(text)) { return nil }
        if case .option(let i) = AnswerMatcher.match(text, options: categories.map(\.category.name)), Int(text) == nil {
            return categories[i].category.id
        }
        return nil
    }

}
