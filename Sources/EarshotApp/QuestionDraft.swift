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

    /// What is still missing, in words, or `nil` when the draft can be sent.
    var missing: String? {
        if text.isEmpty { return "the question's text" }
        if kind == .choice && options.count < 2 { return "at least two options" }
        if kind == .typed && options.isEmpty { return "the answer" }
        if categoryID.isEmpty { return "the category" }
        return nil
    }

    /// The whole question read back, one line a field.
    func readBack(categoryName: String) -> [String] {
        var lines = ["Kind: \(Self.kindWords(kind)).", "Question: \(text)"]
        switch kind {
        case .choice:
            for (i, o) in options.enumerated() {
                lines.append("Option \(String(AnswerMatcher.letters[i]).uppercased()): \(o)\(i == right ? ", the right answer" : "").")
            }
        case .truefalse:
            lines.append("The answer: \(right == 1 ? "false" : "true").")
        default:
            lines.append("Accepted answers: \(options.joined(separator: "; ")).")
        }
        lines.append("Category: \(categoryName). Difficulty: \(difficulty.rawValue).")
        lines.append(explanation.map { "Explanation: \($0)" } ?? "No explanation.")
        return lines
    }

    static func kindWords(_ kind: QuestionKind) -> String {
        switch kind {
        case .choice: return "multiple choice"
        case .truefalse: return "true or false"
        case .typed: return "typed answer"
        case .list: return "list"
        }
    }

    /// Reads a kind from what the player typed.
    static func kind(from text: String) -> QuestionKind? {
        switch text.lowercased().trimmingWhitespace {
        case "choice", "multiple choice", "multiple", "options", "1": return .choice
        case "true or false", "truefalse", "true false", "tf", "true/false", "2": return .truefalse
        case "typed", "typed answer", "type", "3": return .typed
        default: return nil
        }
    }
}
