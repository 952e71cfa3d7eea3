import EarshotCore
import Foundation

/// Writes questions as Moodle GIFT: a `$CATEGORY:` line per category, the difficulty as a
/// `// [tag:…]` comment, the explanation as general feedback (`####`), numeric typed answers
/// as `{#value:margin}`, and GIFT's special characters escaped. (Control and direction
/// characters never get this far: ``QuestionExporter`` cleans every text first.)
enum GIFTWriter {
    static func write(_ questions: [Question], categories: [Category]) -> String {
        var out = "// Exported from Earshot: \(questions.count) question\(questions.count == 1 ? "" : "s").\n"
        for c in categories {
            out += "\n$CATEGORY: \(escape(c.name))\n"
            for q in questions where q.categoryID == c.id {
                out += "\n// [tag:\(q.difficulty.rawValue)]\n"
                out += escape(q.text) + " {" + answerBlock(q) + "}\n"
            }
        }
        return out
    }

    static func answerBlock(_ q: Question) -> String {
        var parts: [String] = []
        switch q.kind {
        case .choice:
            parts = ["=" + escape(q.answers.first ?? "")] + q.wrong.map { "~" + escape($0) }
        case .truefalse:
            parts = [q.answers.first == "true" ? "TRUE" : "FALSE"]
        case .typed, .list:
            if q.answers.allSatisfy(isCanonicalNumber) {
                let margin = q.tolerance.map { ":" + number($0) } ?? ""
                parts = q.answers.count == 1 ? ["#" + q.answers[0] + margin] : ["#"] + q.answers.map { "=" + $0 + margin }
            } else {
                parts = q.answers.map { "=" + escape($0) }
            }
        }
        var block = parts.joined(separator: " ")
        if let e = q.explanation { block += " ####" + escape(e) }
        return block
    }

    /// Whether `s` is a number written as GIFT's importer writes it back.
    static func isCanonicalNumber(_ s: String) -> Bool {
        guard Double(s) != nil, let d = Decimal(string: s, locale: Locale(identifier: "en_US_POSIX")) else { return false }
        return d.description == s
    }

    static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// `text` with GIFT's special characters (`\ ~ = # { } :`) escaped and line breaks as `\n`.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\", "~", "=", "#", "{", "}", ":": out += "\\" + String(ch)
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(ch)
            }
        }
        return out
    }
}
