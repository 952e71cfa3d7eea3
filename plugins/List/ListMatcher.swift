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

    /// One piece of a line, and whether it stood apart as typed (the whole line, or a part
    /// between commas and "and") or came from reading a run of words word by word.
    public struct Piece: Sendable, Equatable {
        /// The piece's words.
        public var text: String
        /// Whether it came from splitting a run of words: such a piece counts only for the item
        /// it names alone, never as the one left of several ("force" in "strong force").
        public var fromWords: Bool
    }

    /// The pieces of a line: the whole line if it names one item, otherwise the parts between
    /// commas, semicolons, slashes (Chinese full-width ones too), "and", "&" and "plus" (a part that is itself an item, such
    /// as "Trinidad and Tobago", stays whole). A part that names no single item is read as a run
    /// of items without commas ("neon argon xenon", "strong force weak force", "blue green
    /// purple"): the longest run of words that names one item, again and again, and each word
    /// left over on its own.
    public static func pieces(_ line: String, items: [String]) -> [String] {
        readPieces(line, items: items).map(\.text)
    }

    /// ``pieces(_:items:)``, each with where it came from.
    public static func readPieces(_ line: String, items: [String]) -> [Piece] {
        let trimmed = line.trimmingWhitespace
        guard !trimmed.isEmpty else { return [] }
        if isItem(trimmed, items: items) { return [Piece(text: trimmed, fromWords: false)] }
        var parts: [String] = []
        for part in split(trimmed, on: [",", ";", "/", "\n", "，", "、", "；"]) {
            if isItem(part, items: items) {
                parts.append(part)
                continue
            }
            var current: [String] = []
            for word in part.split(separator: " ").map(String.init) {
                if ["and", "&", "plus", "+"].contains(word.lowercased()) {
                    if !current.isEmpty { parts.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { parts.append(current.joined(separator: " ")) }
        }
        return parts.flatMap { part -> [Piece] in
            let words = part.split(separator: " ").map(String.init)
            if words.count < 2 || names(part, items: items) { return [Piece(text: part, fromWords: false)] }
            let run = readRun(words, items: items)
            guard run.contains(where: { names($0, items: items) }) else { return [Piece(text: part, fromWords: false)] }
            return run.map { Piece(text: $0, fromWords: true) }
        }
    }

    /// Whether `text` names exactly one item (with `extraWord`, also as the item's words with one
    /// word more).
    static func names(_ text: String, items: [String], extraWord: Bool = true) -> Bool {
        if case .item = match(text, items: items, extraWord: extraWord) { return true }
        return false
    }

    /// Reads `words` as items typed one after another: at each word, the longest run that names
    /// one item by its own words, else the longest that names one with a word more ("lake
    /// superior lake michigan"), or else that word alone. So in "blue green purple", "green
    /// purple" is not Green: purple is a word of its own.
    static func readRun(_ words: [String], items: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < words.count {
            var taken = i + 1
            search: for extraWord in [false, true] {
                for end in stride(from: words.count, to: i, by: -1)
                where names(words[i..<end].joined(separator: " "), items: items, extraWord: extraWord) {
                    taken = end
                    break search
                }
            }
            out.append(words[i..<taken].joined(separator: " "))
            i = taken
        }
        return out
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
        match(piece, items: items, extraWord: true)
    }

    /// ``match(_:items:)``; without `extraWord`, the item's words with a word more do not count.
    static func match(_ piece: String, items: [String], extraWord: Bool) -> Match {
        let typed = TextNormalizer.normalize(piece)
        guard !typed.isEmpty else { return .miss }
        let normalized = items.map(TextNormalizer.normalize)
        let exact = normalized.indices.filter { normalized[$0] == typed }
        if !exact.isEmpty { return decide(exact) }
        let typedWords = typed.split(separator: " ").map(String.init)
        let byWords = normalized.indices.filter { i in
            let words = normalized[i].split(separator: " ").map(String.init)
            let part = typedWords.contains { $0.count >= 3 } && typedWords.allSatisfy { words.contains($0) }
            let whole = words.allSatisfy { typedWords.contains($0) } && typedWords.count <= words.count + (extraWord ? 1 : 0)
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
