/// What a player's input means for a question with options.
public enum OptionMatch: Equatable, Sendable {
    /// The input picks this option (0-based).
    case option(Int)
    /// The input fits several options equally; ask the player which one.
    case ambiguous([Int])
    /// The input fits no option.
    case noMatch
}

/// Decides which option, if any, a player's typed input means. Accepts the option's number,
/// its letter, or its words: case, accents, punctuation and a leading article are ignored, a
/// unique prefix is enough, and typos are forgiven (one in short answers, two in long ones).
/// Input that fits two options is reported as ambiguous, never silently taken.
public enum AnswerMatcher {
    /// The letters that name options, in order.
    public static let letters: [Character] = ["a", "b", "c", "d", "e", "f"]

    /// Matches `input` against `options` (a choice or true/false question's options, in the
    /// order shown).
    public static func match(
        _ input: String, options: [String], isTrueFalse: Bool = false, isWord: ((String) -> Bool)? = nil
    ) -> OptionMatch {
        var raw = input.trimmingWhitespace.lowercased()
        guard !raw.isEmpty else { return .noMatch }
        // Each text is normalized once a call: it is most of what matching costs.
        let typed = TextNormalizer.normalize(input)
        let normalized = options.map(TextNormalizer.normalize)
        // An option's own words win over a spoken form ("Two" can be an option).
        let exactWords = indices(normalized) { $0 == typed }
        // A number in words ("one") is a number like "1": a position, or a value too.
        if !exactWords.isEmpty, Int(typed) == nil { return decide(exactWords) }
        if let named = namedPosition(raw) {
            raw = named
        } else if Int(typed) != nil {
            raw = typed
        }
        if let n = Int(raw) {
            // A number is a position, unless an option's text is that number too.
            let byPosition = (1...max(options.count, 1)).contains(n) && !options.isEmpty ? n - 1 : nil
            let byValue = indices(normalized) { $0 == String(n) }
            switch (byPosition, byValue.count) {
            // Neither a position nor an option's whole text: it may begin one ("1949" for
            // 1949年, "1990" for 1990s), which the rules for words below find.
            case (nil, 0): break
            case (let p?, 0): return .option(p)
            case (nil, _): return decide(byValue)
            case (let p?, _): return decide(Array(Set(byValue + [p])).sorted())
            }
        }
        if isTrueFalse, let value = trueFalseValue(raw) {
            let wanted = value ? "true" : "false"
            if let i = normalized.firstIndex(of: wanted) { return .option(i) }
            // True and False in another language (对 and 错, Betul and Salah): true comes first.
            if let i = options.firstIndex(where: { trueFalseValue($0) == value }) { return .option(i) }
        }
        var letterInput = raw
        if letterInput.hasSuffix(")") || letterInput.hasSuffix(".") { letterInput.removeLast() }
        if letterInput.count == 1, let i = letters.firstIndex(of: letterInput.first!), i < options.count {
            return .option(i)
        }
        guard !typed.isEmpty else { return .noMatch }

        let exact = indices(normalized) { $0 == typed }
        if !exact.isEmpty { return decide(exact) }

        if typed.count >= 2 {
            let prefixed = indices(normalized) { $0.hasPrefix(typed) }
            let typedWords = typed.split(separator: " ")
            let byWords = indices(normalized) { option in
                let words = option.split(separator: " ")
                return typedWords.contains { $0.count >= 3 } && typedWords.allSatisfy { words.contains($0) }
            }
            let candidates = Array(Set(prefixed + byWords)).sorted()
            if !candidates.isEmpty { return decide(candidates) }
        }

        let close = indices(normalized) { forgivable(typed, as: $0, isWord: isWord) }
        if !close.isEmpty { return decide(close) }
        // A typo in one word of a longer option: "armstrog" for Neil Armstrong.
        let typedWords = typed.split(separator: " ").map(String.init)
        let wordTypos = indices(normalized) { option in
            let words = option.split(separator: " ").map(String.init)
            return words.count > 1
                && typedWords.allSatisfy { t in t.count >= 3 && words.contains { $0 == t || forgivable(t, as: $0, isWord: isWord) } }
        }
        if !wordTypos.isEmpty { return decide(wordTypos) }
        return .noMatch
    }

    /// Whether a typed answer is one of the accepted `answers`, by the same forgiving rules
    /// (but no prefixes). Numbers compare by value, within `tolerance` when given.
    /// A typed word that is itself an English word (`isWord`, else ``englishWords``) is not
    /// forgiven as a typo of a different answer.
    public static func accepts(
        _ input: String, answers: [String], tolerance: Double? = nil, isWord: ((String) -> Bool)? = nil
    ) -> Bool {
        let typed = TextNormalizer.normalize(input)
        guard !typed.isEmpty else { return false }
        for answer in answers {
            let target = TextNormalizer.normalize(answer)
            if typed == target { return true }
            if let b = Double(target), let a = Double(typed) ?? LanguageNumberWords.malayValue(input).map(Double.init) {
                if abs(a - b) <= (tolerance ?? 0) + 1e-9 { return true }
                continue
            }
            if Double(target) != nil { continue }  // numbers never match by typo
            if forgivable(typed, as: target, isWord: isWord) { return true }
            if forgivableWordByWord(typed, as: target, isWord: isWord) { return true }
        }
        return false
    }

    /// Whether `typed` has the words of `target` (both normalized), each the same or a
    /// forgivable typo of it: "nial armstorng" for Neil Armstrong, where the whole line is
    /// too far off to forgive at once.
    static func forgivableWordByWord(_ typed: String, as target: String, isWord: ((String) -> Bool)?) -> Bool {
        let typedWords = typed.split(separator: " ").map(String.init)
        let targetWords = target.split(separator: " ").map(String.init)
        guard targetWords.count > 1, typedWords.count == targetWords.count else { return false }
        return zip(typedWords, targetWords).allSatisfy { $0 == $1 || forgivable($0, as: $1, isWord: isWord) }
    }

    /// `true` for true/yes/t/y, `false` for false/no/f/n, `nil` otherwise.
    public static func trueFalseValue(_ raw: String) -> Bool? {
        switch TextNormalizer.normalize(raw) {
        case "true", "t", "yes", "y", "right", "correct", "betul", "benar", "ya", "对", "是", "正确", "சரி", "ஆம்", "உண்மை":
            return true
        case "false", "f", "no", "n", "wrong", "incorrect", "salah", "tidak", "palsu", "错", "不对", "错误", "否", "不是", "தவறு",
            "இல்லை", "பொய்":
            return false
        default: return nil
        }
    }

    private static func indices(_ options: [String], where test: (String) -> Bool) -> [Int] {
        options.indices.filter { test(options[$0]) }
    }

    private static func decide(_ candidates: [Int]) -> OptionMatch {
        candidates.count == 1 ? .option(candidates[0]) : .ambiguous(candidates)
    }
}
