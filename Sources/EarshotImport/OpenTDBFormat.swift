import EarshotCore
import Foundation

/// How the Open Trivia Database encoded its strings (its `encode` parameter).
public enum OpenTDBEncoding: String, Sendable, CaseIterable {
    /// The default: HTML character references (`&quot;`, `&#039;`, `&eacute;`).
    case html
    /// `encode=url3986`: every string percent-encoded.
    case url3986
    /// `encode=urlLegacy`: percent-encoded, spaces as `+`.
    case urlLegacy
    /// `encode=base64`: every string (even `type` and `difficulty`) in base 64.
    case base64

    /// Decodes one string; `nil` when it is not valid in this encoding.
    func decode(_ s: String) -> String? {
        switch self {
        case .html: return HTMLEntities.decode(s)
        case .url3986: return s.removingPercentEncoding
        case .urlLegacy: return s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        case .base64:
            guard let data = Data(base64Encoded: s) else { return nil }
            return String(data: data, encoding: .utf8)
        }
    }
}

/// Reads Open Trivia Database JSON: an API response (`{"response_code":0,"results":[…]}`), the
/// same object without `response_code`, or a bare `results` array. `multiple` questions become
/// choice questions and `boolean` ones true or false, in their own category and difficulty.
/// Strings are decoded exactly once, in the encoding the file uses (detected from the first
/// questions when not given). Records arrive one at a time from ``JSONQuestionReader``.
public enum OpenTDBFormat {
    /// How many records are looked at to detect the encoding before the rest stream through.
    static let encodingSample = 64

    /// Takes records one by one.
    struct Reader {
        var builder: ImportBuilder
        var encoding: OpenTDBEncoding?
        private var pending: [(Record, Int)] = []

        init(defaultCategory: String, encoding: OpenTDBEncoding?, sink: ImportBuilder.Sink?) {
            builder = ImportBuilder(format: .opentdb, defaultCategory: defaultCategory, sink: sink)
            self.encoding = encoding
        }

        mutating func record(_ record: Record, index: Int) {
            guard let encoding else {
                pending.append((record, index))
                if pending.count >= OpenTDBFormat.encodingSample { flush() }
                return
            }
            add(record, index: index, encoding: encoding)
        }

        /// Reads the records kept back to detect the encoding.
        mutating func flush() {
            let chosen = encoding ?? OpenTDBFormat.detectEncoding(pending.map(\.0))
            encoding = chosen
            for (record, index) in pending { add(record, index: index, encoding: chosen) }
            pending = []
        }

        private mutating func add(_ record: Record, index: Int, encoding: OpenTDBEncoding) {
            let place = ImportPlace.question(index + 1)
            guard record.isObject else {
                builder.problem(place, "this entry is not a question object.")
                return
            }
            switch OpenTDBFormat.question(record, encoding: encoding, builder: &builder) {
            case .success(let q): builder.add(q, at: place)
            case .failure(let problem): builder.problem(place, problem.reason)
            }
        }

        mutating func result() -> ImportedQuestions {
            flush()
            return builder.result
        }
    }

    /// Whether `record` looks like an Open Trivia Database question: an object with `question`
    /// and `correct_answer` (the positive marker of a bare `results` list).
    static func looksLikeQuestion(_ record: Record) -> Bool {
        record["question"] != nil && record["correct_answer"] != nil
    }

    private struct Problem: Error { var reason: String }

    private static func question(
        _ f: Record, encoding: OpenTDBEncoding, builder: inout ImportBuilder
    ) -> Result<Question, Problem> {
        func text(_ key: String) throws(Problem) -> String? {
            guard let raw = f[key], raw != .null else { return nil }
            guard let s = raw.string else { throw Problem(reason: "\"\(key)\" is not text.") }
            guard let decoded = encoding.decode(s) else {
                throw Problem(reason: "\"\(key)\" is not valid \(encoding.rawValue) text.")
            }
            return decoded
        }
        do throws(Problem) {
            guard let type = try text("type") else { throw Problem(reason: "the question has no \"type\".") }
            guard let questionText = try text("question") else { throw Problem(reason: "the question has no \"question\" text.") }
            guard let correct = try text("correct_answer") else { throw Problem(reason: "the question has no \"correct_answer\".") }
            var difficulty = Difficulty.medium
            if let d = try text("difficulty") {
                guard let known = Difficulty(rawValue: keyword(d)) else {
                    throw Problem(reason: "the difficulty \"\(ImportText.excerpt(d))\" is not easy, medium or hard.")
                }
                difficulty = known
            }
            let categoryID = builder.category(named: try text("category"))
            let explanation = try text("explanation")
            switch keyword(type) {
            case "boolean":
                guard let truth = ImportBuilder.trueFalse(correct.trimmingWhitespace) else {
                    throw Problem(
                        reason: "a boolean question's correct_answer must be True or False, not \"\(ImportText.excerpt(correct))\".")
                }
                return .success(
                    Question(
                        categoryID: categoryID, kind: .truefalse, difficulty: difficulty, text: questionText,
                        answers: [truth ? "true" : "false"], explanation: explanation))
            case "multiple":
                guard let rawWrong = f["incorrect_answers"]?.array else {
                    throw Problem(reason: "a multiple choice question needs an \"incorrect_answers\" list.")
                }
                var wrong: [String] = []
                for w in rawWrong {
                    guard let s = w.string, let d = encoding.decode(s) else {
                        throw Problem(reason: "one of the incorrect_answers is not text.")
                    }
                    wrong.append(d)
                }
                return .success(
                    Question(
                        categoryID: categoryID, kind: .choice, difficulty: difficulty, text: questionText, answers: [correct],
                        wrong: wrong, explanation: explanation))
            default:
                throw Problem(reason: "the type \"\(ImportText.excerpt(type))\" is not multiple or boolean.")
            }
        } catch {
            return .failure(error)
        }
    }

    /// `text` lower-cased and trimmed, as a keyword (`type`, `difficulty`) is compared; without
    /// a copy when it is already plain lower-case ASCII letters, as nearly always.
    static func keyword(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return text }
        return text.lowercased().trimmingWhitespace
    }

    /// Which encoding the records use: base 64 when every `type` decodes to a known type,
    /// percent-encoding when no question text has a space but some have `%XX`, HTML otherwise.
    static func detectEncoding(_ records: [Record]) -> OpenTDBEncoding {
        let types = records.compactMap { $0["type"]?.string }
        if !types.isEmpty,
            types.allSatisfy({ ["multiple", "boolean"].contains(OpenTDBEncoding.base64.decode($0) ?? "") })
        {
            return .base64
        }
        let texts = records.compactMap { $0["question"]?.string }
        if !texts.isEmpty, !texts.contains(where: { $0.contains(" ") }),
            texts.contains(where: { $0.range(of: "%[0-9A-Fa-f]{2}", options: .regularExpression) != nil })
        {
            return texts.contains(where: { $0.contains("+") }) ? .urlLegacy : .url3986
        }
        return .html
    }
}
