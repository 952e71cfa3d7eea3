import EarshotCore

/// A question being written step by step (by `submit`, `add question` and `edit question`).
struct QuestionDraft: Sendable, Equatable {
    var kind: QuestionKind = .choice
    var text = ""
    /// `choice`: every option in the order typed. `typed`: the accepted answers.
    var options: [String] = []
    /// `choice`: which option is right. `truefalse`: 0 for true, 1 for false.
    var right = 0
    var categoryID = ""
    var difficulty: Difficulty = .medium
    var explanation: String?

    /// The steps, in order, by the word that redoes them.
    enum Step: String, CaseIterable, Sendable {
        case kind, text, options, answer, category, difficulty, explanation
    }

    init() {}

    /// The draft of a stored question.
    init(_ q: Question) {
        kind = q.kind
        text = q.text
        categoryID = q.categoryID
        difficulty = q.difficulty
        explanation = q.explanation
        switch q.kind {
        case .choice:
            options = q.answers.prefix(1) + q.wrong
            right = 0
        case .truefalse:
            right = q.answers.first == "false" ? 1 : 0
        default:
            options = q.answers
        }
    }

    /// The question as stored.
    var question: Question {
        switch kind {
        case .choice:
            let r = min(right, max(options.count - 1, 0))
            let wrong = options.enumerated().filter { $0.offset != r }.map(\.element)
            return Question(
                categoryID: categoryID, kind: .choice, difficulty: difficulty, text: text,
                answers: options.isEmpty ? [] : [options[r]], wrong: wrong, explanation: explanation)
        case .truefalse:
            return Question(
                categoryID: categoryID, kind: .truefalse, difficulty: difficulty, text: text,
                answers: [right == 1 ? "false" : "true"], explanation: explanation)
        default:
            return Question(
                categoryID: categoryID, kind: kind, difficulty: difficulty, text: text, answers: options, explanation: explanation)
        }
    }

    /// A part the draft still lacks before it can be sent.
    enum Missing: Sendable, Equatable {
        case text, options, answer, category
    }

    /// What is still missing, or `nil` when the draft can be sent.
    var missing: Missing? {
        if text.isEmpty { return .text }
        if kind == .choice && options.count < 2 { return .options }
        if kind == .typed && options.isEmpty { return .answer }
        if categoryID.isEmpty { return .category }
        return nil
    }

    /// What is missing, in words.
    static func missingWords(_ missing: Missing, _ m: Messages) -> String {
        switch missing {
        case .text: return m("submit.missing.text")
        case .options: return m("submit.missing.options")
        case .answer: return m("submit.missing.answer")
        case .category: return m("submit.missing.category")
        }
    }

    /// The whole question read back, one line a field. The question's own texts are said as
    /// they are; the labels in `m`'s language.
    func readBack(categoryName: String, _ m: Messages) -> [String] {
        var lines = [m("submit.readBack.kind", ["kind": Self.kindWords(kind, m)]), m("submit.readBack.question", ["text": text])]
        switch kind {
        case .choice:
            for (i, o) in options.enumerated() {
                let values = ["letter": String(AnswerMatcher.letters[i]).uppercased(), "option": o]
                lines.append(i == right ? m("submit.readBack.optionRight", values) : m("submit.readBack.option", values))
            }
        case .truefalse:
            lines.append(right == 1 ? m("submit.readBack.false") : m("submit.readBack.true"))
        default:
            lines.append(m("submit.readBack.answers", ["answers": options.joined(separator: "; ")]))
        }
        lines.append(m("submit.readBack.category", ["category": categoryName, "difficulty": difficulty.rawValue]))
        lines.append(explanation.map { m("submit.readBack.explanation", ["text": $0]) } ?? m("submit.readBack.noExplanation"))
        return lines
    }

    static func kindWords(_ kind: QuestionKind, _ m: Messages) -> String {
        switch kind {
        case .choice: return m("submit.kind.choice")
        case .truefalse: return m("submit.kind.truefalse")
        case .typed: return m("submit.kind.typed")
        case .list: return m("submit.kind.list")
        }
    }

    /// Reads a kind from what the player typed: its English word, its number, or its name in
    /// any language ("选择题", "betul atau salah", "உண்மை அல்லது பொய்").
    static func kind(from text: String) -> QuestionKind? {
        switch text.lowercased().trimmingWhitespace {
        case "choice", "multiple choice", "multiple", "options", "1": return .choice
        case "true or false", "truefalse", "true false", "tf", "true/false", "2": return .truefalse
        case "typed", "typed answer", "type", "3": return .typed
        default: break
        }
        let typed = TextNormalizer.normalize(text)
        guard !typed.isEmpty else { return nil }
        return [QuestionKind.choice, .truefalse, .typed].first { kind in
            Language.allCases.contains { TextNormalizer.normalize(kindWords(kind, Messages($0))) == typed }
        }
    }
}
