import EarshotCore
import Foundation

/// The inside of one GIFT answer block (`{…}`, escapes protected, general feedback removed),
/// read the way Moodle reads it: the type comes from its first character and its markers.
struct GIFTAnswers {
    let answers: String
    let format: TextFormat
    let text: String
    let general: String?

    /// One `=`/`~` item: its weight in percent, text and feedback.
    struct Item {
        var weight: Double
        var text: String
        var feedback: String?
    }

    func parse() -> GIFTFormat.Parsed {
        if answers.isEmpty {
            return .skipped("this is an essay question (an empty {}), which Earshot cannot mark.", .unsupported)
        }
        if answers.hasPrefix("#") { return numeric() }
        if answers.contains("~") { return choice() }
        if answers.contains("="), answers.contains("->") {
            return .skipped("this is a matching question, which Earshot cannot play.", .unsupported)
        }
        let head = answers.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        switch head.trimmingWhitespace.uppercased() {
        case "T", "TRUE": return trueFalse(true)
        case "F", "FALSE": return trueFalse(false)
        default: return shortAnswer()
        }
    }

    private func question(_ kind: QuestionKind, _ answers: [String], wrong: [String] = [], explanation: String?, tolerance: Double? = nil)
        -> GIFTFormat.Parsed
    {
        .question(
            Question(
                categoryID: "", kind: kind, difficulty: .medium, text: text, answers: answers, wrong: wrong,
                explanation: general.flatMap { $0.isEmpty ? nil : $0 } ?? explanation, tolerance: tolerance))
    }

    /// Splits `raw` into items at each `marker` character (`=` or `~`).
    private func items(_ raw: String, defaultWeight: Double) -> [Item] {
        var pieces = raw.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
        if let first = pieces.first, first.trimmingWhitespace.isEmpty { pieces.removeFirst() }
        return pieces.map { piece in
            var s = Substring(piece.trimmingWhitespace)
            var weight = defaultWeight
            if s.hasPrefix("=") {
                weight = 100
                s = s.dropFirst().drop(while: \.isWhitespace)
            }
            if s.hasPrefix("%"), let end = s.dropFirst().firstIndex(of: "%"), let w = Double(s[s.index(after: s.startIndex)..<end]) {
                weight = w
                s = s[s.index(after: end)...]
            }
            let parts = s.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            return Item(weight: weight, text: plain(String(parts[0])), feedback: parts.count > 1 ? plain(String(parts[1])) : nil)
        }
    }

    private func plain(_ s: String) -> String {
        let (own, rest) = TextFormat.split(s)
        return (own ?? format).plain(rest)
    }

    /// The feedback of `item`, unless it is only short praise ("Very good!", "Yes, well
    /// done!"): the explanation is said after wrong answers too, where praise would mislead.
    private func feedback(_ item: Item?) -> String? {
        guard let f = item?.feedback, !f.isEmpty else { return nil }
        if f.hasSuffix("!"), f.split(separator: " ").count <= 3 { return nil }
        return f
    }

    private func choice() -> GIFTFormat.Parsed {
        let list = items(
            answers.replacingOccurrences(of: "=", with: "\u{1}=").replacingOccurrences(of: "~", with: "\u{1}"), defaultWeight: 0)
        let right = list.filter { $0.weight >= 100 }
        if list.contains(where: { $0.weight > 0 && $0.weight < 100 }) {
            return .skipped(
                "this multiple choice question gives partial credit (weights such as %50%), which Earshot cannot score.", .unsupported)
        }
        if right.count > 1 {
            return .skipped(
                "\(right.count) options are marked right (a choose-all-that-apply question), which Earshot cannot play.", .unsupported)
        }
        guard let correct = right.first else {
            return .skipped("this multiple choice question has no right option (mark it with =).", .invalid)
        }
        let wrong = list.filter { $0.weight < 100 }.map(\.text)
        return question(.choice, [correct.text], wrong: wrong, explanation: feedback(correct))
    }

    private func trueFalse(_ value: Bool) -> GIFTFormat.Parsed {
        let parts = answers.split(separator: "#", maxSplits: 2, omittingEmptySubsequences: false).map { plain(String($0)) }
        let right = parts.count > 2 ? feedback(Item(weight: 100, text: "", feedback: parts[2])) : nil
        let wrong = parts.count > 1 ? feedback(Item(weight: 0, text: "", feedback: parts[1])) : nil
        return question(.truefalse, [value ? "true" : "false"], explanation: right ?? wrong)
    }

    private func shortAnswer() -> GIFTFormat.Parsed {
        let list = items(answers.replacingOccurrences(of: "=", with: "\u{1}"), defaultWeight: 100)
        if list.contains(where: { $0.weight > 0 && $0.weight < 100 }) {
            return .skipped(
                "this short answer question gives partial credit (weights such as %50%), which Earshot cannot score.", .unsupported)
        }
        let accepted = list.filter { $0.weight >= 100 }
        if accepted.contains(where: { $0.text == "*" }) {
            return .skipped("this short answer question accepts any answer (*), so there is nothing to ask.", .unsupported)
        }
        guard !accepted.isEmpty else { return .skipped("this short answer question has no accepted answer.", .invalid) }
        return question(.typed, accepted.map(\.text), explanation: feedback(accepted.first))
    }

    private func numeric() -> GIFTFormat.Parsed {
        var body = String(answers.dropFirst())
        if let tilde = body.firstIndex(of: "~") { body = String(body[..<tilde]) }
        let list = items(body.replacingOccurrences(of: "=", with: "\u{1}"), defaultWeight: 100)
        if list.contains(where: { $0.weight > 0 && $0.weight < 100 }) {
            return .skipped("this numeric question gives partial credit (weights such as %50%), which Earshot cannot score.", .unsupported)
        }
        let accepted = list.filter { $0.weight >= 100 }
        guard !accepted.isEmpty else { return .skipped("this numeric question has no answer after the #.", .invalid) }
        var values: [String] = []
        var tolerances: Set<Decimal> = []
        for item in accepted {
            guard let (value, tolerance) = Self.number(item.text) else {
                return .skipped("\"\(item.text)\" is not a number, a number:margin or a range min..max.", .invalid)
            }
            values.append(value)
            tolerances.insert(tolerance)
        }
        guard tolerances.count == 1, let tolerance = tolerances.first else {
            return .skipped("the numeric answers have different margins, which Earshot cannot keep apart.", .unsupported)
        }
        let margin = Double(tolerance.description) ?? 0
        return question(.typed, values, explanation: feedback(accepted.first), tolerance: margin > 0 ? margin : nil)
    }

    /// A numeric answer (`1822`, `3.1415:0.0005`, `3.141..3.142`) as its value and margin.
    static func number(_ text: String) -> (String, Decimal)? {
        func decimal(_ s: Substring) -> Decimal? {
            let t = s.trimmingWhitespace
            guard Double(t) != nil else { return nil }
            return Decimal(string: t, locale: Locale(identifier: "en_US_POSIX"))
        }
        if let range = text.range(of: ".."), range.lowerBound != text.startIndex {
            guard let low = decimal(text[..<range.lowerBound]), let high = decimal(text[range.upperBound...]), low <= high else {
                return nil
            }
            let mid = (low + high) / 2
            return (mid.description, high - mid)
        }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            guard let value = decimal(text[..<colon]), let margin = decimal(text[text.index(after: colon)...]), margin >= 0 else {
                return nil
            }
            return (value.description, margin)
        }
        guard let value = decimal(Substring(text)) else { return nil }
        return (value.description, 0)
    }
}
