import EarshotCore

/// A yes-or-no question about a board's attribute, as read from the player's words.
public struct BoardQuestion: Sendable, Equatable {
    public enum Test: Sendable, Equatable {
        /// Yes-no attributes: whether the character has it.
        case has
        /// Choice attributes: whether one of the character's values is this one.
        case value(String)
        case less(Int)
        case more(Int)
        case equal(Int)
    }
    public var attribute: String
    public var test: Test
    /// Whether the question asks the opposite ("is it a man" of `woman`, "can it not fly").
    public var negated: Bool

    public init(attribute: String, test: Test, negated: Bool = false) {
        self.attribute = attribute
        self.test = test
        self.negated = negated
    }
}

/// What the player's words came to.
public enum QuestionReading: Sendable, Equatable {
    case question(BoardQuestion)
    /// Several attributes at once: ask one thing at a time.
    case several([String])
    /// Nothing on the board.
    case nothing
}

extension Board {
    static let negations: Set<String> = [
        "not", "isnt", "doesnt", "wasnt", "cant", "cannot", "didnt", "arent", "hasnt", "never", "werent", "dont",
    ]
    static let lessWords: Set<String> = [
        "before", "earlier", "prior", "under", "less", "fewer", "below", "smaller", "narrower", "shorter", "lighter",
    ]
    static let moreWords: Set<String> = [
        "after", "later", "since", "over", "more", "above", "greater", "bigger", "larger", "wider", "longer", "heavier",
    ]

    /// Reads a yes-or-no question in words: "is it a woman", "was it born before 1900",
    /// "does it have more than four legs", "is it from Europe".
    public func read(_ text: String) -> QuestionReading {
        let tokens = TextNormalizer.tokens(text)
        guard !tokens.isEmpty else { return .nothing }
        let negated = tokens.contains { Self.negations.contains($0) }
        // A number: a comparison on a number attribute.
        if let at = tokens.firstIndex(where: { Int($0) != nil }), let n = Int(tokens[at]) {
            let numeric = attributes.filter { $0.kind == .number }
            let named = numeric.filter { a in a.words.contains { Self.find($0, in: tokens) != nil } }
            guard let attribute = named.first ?? numeric.first else { return .nothing }
            let before = tokens[max(0, at - 3)..<at]
            let test: BoardQuestion.Test =
                before.contains(where: Self.lessWords.contains)
                ? .less(n) : before.contains(where: Self.moreWords.contains) ? .more(n) : .equal(n)
            return .question(BoardQuestion(attribute: attribute.id, test: test, negated: negated))
        }
        // Values and yes-no words, the longest match winning where two overlap.
        struct Hit {
            var question: BoardQuestion
            var span: Range<Int>
        }
        var hits: [Hit] = []
        for a in attributes {
            switch a.kind {
            case .yesNo:
                for w in a.words {
                    if let r = Self.find(w, in: tokens) {
                        hits.append(Hit(question: .init(attribute: a.id, test: .has, negated: negated), span: r))
                    }
                }
                for w in a.opposite {
                    if let r = Self.find(w, in: tokens) {
                        hits.append(Hit(question: .init(attribute: a.id, test: .has, negated: !negated), span: r))
                    }
                }
            case .choice:
                for v in a.values {
                    for w in [v.value] + v.words {
                        if let r = Self.find(w, in: tokens) {
                            hits.append(Hit(question: .init(attribute: a.id, test: .value(v.value), negated: negated), span: r))
                        }
                    }
                }
            case .number:
                continue
            }
        }
        let kept = hits.filter { h in
            !hits.contains { o in o.span.count > h.span.count && o.span.clamped(to: h.span) == h.span }
        }
        var distinct: [BoardQuestion] = []
        for h in kept where !distinct.contains(h.question) { distinct.append(h.question) }
        if distinct.count == 1 { return .question(distinct[0]) }
        if distinct.count > 1 {
            var ids: [String] = []
            for q in distinct where !ids.contains(q.attribute) { ids.append(q.attribute) }
            return .several(ids)
        }
        // A number attribute's word with no number: "does it have legs" (more than 0).
        if let a = attributes.first(where: { a in a.kind == .number && a.words.contains { Self.find($0, in: tokens) != nil } }) {
            return .question(BoardQuestion(attribute: a.id, test: .more(0), negated: negated))
        }
        return .nothing
    }

    /// The attribute with this id.
    public func attribute(_ id: String) -> Attribute? { attributes.first { $0.id == id } }

    /// Whether the character at `index` has what the question asks, before any negation.
    func fact(_ q: BoardQuestion, _ index: Int) -> Bool {
        let v = characters[index].values[q.attribute]
        switch (q.test, v) {
        case (.has, .bool(let b)?): return b
        case (.value(let wanted), .choices(let have)?): return have.contains(wanted)
        case (.less(let n), .number(let x)?): return x < n
        case (.more(let n), .number(let x)?): return x > n
        case (.equal(let n), .number(let x)?): return x == n
        default: return false
        }
    }

    /// The answer to the question for the character at `index`: yes or no.
    public func answer(_ q: BoardQuestion, for index: Int) -> Bool { fact(q, index) != q.negated }

    /// The fact said with the answer: "It was born before 1900.", "It cannot fly."
    public func statement(_ q: BoardQuestion, for index: Int) -> String {
        guard let a = attribute(q.attribute) else { return "" }
        let template = fact(q, index) ? a.yes : a.no
        switch q.test {
        case .has: return template
        case .value(let v): return template.replacingOccurrences(of: "{value}", with: v)
        case .less(let n): return Self.fill(template, a.less, n)
        case .more(let n): return Self.fill(template, a.more, n)
        case .equal(let n): return Self.fill(template, a.equal, n)
        }
    }

    static func fill(_ template: String, _ cmp: String, _ n: Int) -> String {
        template.replacingOccurrences(of: "{cmp}", with: cmp).replacingOccurrences(of: "{n}", with: String(n))
    }

    /// What can be asked, in words.
    public var askable: String { askable(GuessWhoPlugin.strings.words(.en)) }

    /// What can be asked, said in `w`'s language (the attribute prompts are board data).
    public func askable(_ w: PluginWords) -> String {
        w("askable", ["prompts": attributes.map(\.prompt).joined(separator: "; ")])
    }

    /// The token range where `phrase` occurs, word by word (a typo forgiven in long words, a
    /// plural s ignored).
    static func find(_ phrase: String, in tokens: [String]) -> Range<Int>? {
        let words = TextNormalizer.tokens(phrase)
        guard !words.isEmpty, words.count <= tokens.count else { return nil }
        for start in 0...(tokens.count - words.count) {
            if words.indices.allSatisfy({ same(tokens[start + $0], words[$0]) }) { return start..<(start + words.count) }
        }
        return nil
    }

    static func same(_ t: String, _ w: String) -> Bool {
        if t == w || t == w + "s" || t + "s" == w || t == w + "es" { return true }
        return w.count >= 5 && t.count >= 4 && EditDistance.distance(t, w, limit: 1) <= 1
    }
}
