import EarshotCore

/// Reads what a player typed in the list mode: splits a line into the items it names and
/// matches each against the list with the same forgiving rules as typed answers (case,
/// accents, punctuation, a leading article and small typos do not matter).
public enum ListMatcher {
    /// What one piece of a line came to.
    public enum Match: Sendable, Equatable {
        /// An item of the list, by its 0-based position.
        case item(Int)
        /// Several items fit equally (`Catherine` in Henry the Eighth's wives).
        case ambiguous([Int])
        /// Nothing on the list.
        case miss
    }

    /// The pieces of a line: the whole line if it names one item, otherwise the parts between
    /// commas, semicolons, slashes (Chinese full-width ones too), "and", "&" and "plus" (a part that is itself an item, such
    /// as "Trinidad and Tobago", stays whole). A line of single words that each name an item
    /// ("neon argon xenon") is read word by word.
    public static func pieces(_ line: String, items: [String]) -> [String] {
        let trimmed = line.trimmingWhitespace
        guard !trimmed.isEmpty else { return [] }
        if isItem(trimmed, items: items) { return [trimmed] }
        var out: [String] = []
        for part in split(trimmed, on: [",", ";", "/", "\n", "，", "、", "；"]) {
            if isItem(part, items: items) {
                out.append(part)
                continue
            }
            var current: [String] = []
            for word in part.split(separator: " ").map(String.init) {
                if ["and", "&", "plus", "+"].contains(word.lowercased()) {
                    if !current.isEmpty { out.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { out.append(current.joined(separator: " ")) }
        }
        return out.flatMap { piece -> [String] in
            let words = piece.split(separator: " ").map(String.init)
            guard words.count > 1, !isItem(piece, items: items), words.allSatisfy({ match($0, items: items) != .miss }) else {
                return [piece]
            }
            return words
        }
    }

    /// Whether `text` is one item as it stands: the same words, or a typo away.
    static func isItem(_ text: String, items: [String]) -> Bool {
        let typed = TextNormalizer.normalize(text)
        return items.contains { TextNormalizer.normalize($0) == typed || AnswerMatcher.accepts(text, answers: [$0]) }
    }

    /// Which item `piece` names. Tried in order, the first rule that fits wins: the same
    /// words; a word of three letters or more that belongs to one item ("Lennon" for "John
    /// Lennon"), or the item's words with one word more ("Lake Superior"); a typo.
    public static func match(_ piece: String, items: [String]) -> Match {
        let typed = TextNormalizer.normalize(piece)
        guard !typed.isEmpty else { return .miss }
        let normalized = items.map(TextNormalizer.normalize)
        let exact = normalized.indices.filter { normalized[$0] == typed }
        if !exact.isEmpty { return decide(exact) }
        let typedWords = typed.split(separator: " ").map(String.init)
        let byWords = normalized.indices.filter { i in
            let words = normalized[i].split(separator: " ").map(String.init)
            let part = typedWords.contains { $0.count >= 3 } && typedWords.allSatisfy { words.contains($0) }
            let whole = words.allSatisfy { typedWords.contains($0) } && typedWords.count <= words.count + 1
            return part || whole
        }
        if !byWords.isEmpty { return decide(byWords) }
        let close = normalized.indices.filter { i in
            Double(normalized[i]) == nil && AnswerMatcher.accepts(typed, answers: [items[i]])
        }
        return close.isEmpty ? .miss : decide(close)
    }

    private static func decide(_ candidates: [Int]) -> Match {
        candidates.count == 1 ? .item(candidates[0]) : .ambiguous(candidates)
    }

    private static func split(_ text: String, on separators: Set<Character>) -> [String] {
        text.split(whereSeparator: { separators.contains($0) }).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
