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
/// Strings are decoded exactly once, in the encoding the file uses (detected when not given).
public enum OpenTDBFormat {
    static func read(_ data: Data, defaultCategory: String, encoding: OpenTDBEncoding? = nil) throws -> ImportedQuestions {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ImportError("This is not valid JSON, so it cannot be Open Trivia Database questions.")
        }
        let records: [Any]
        if let object = json as? [String: Any] {
            if let code = object["response_code"] as? Int, code != 0 {
                throw ImportError(OpenTDBAPI.explain(responseCode: code))
            }
            guard let results = object["results"] as? [Any] else {
                throw ImportError("This JSON has no \"results\" list, so it is not Open Trivia Database questions.")
            }
            records = results
        } else if let array = json as? [Any] {
            records = array
        } else {
            throw ImportError("This JSON is neither an Open Trivia Database response nor a list of its questions.")
        }
        let encoding = encoding ?? detectEncoding(records)
        var builder = ImportBuilder(format: .opentdb, defaultCategory: defaultCategory)
        for (i, record) in records.enumerated() {
            let place = ImportPlace.question(i + 1)
            guard let fields = record as? [String: Any] else {
                builder.problem(place, "this entry is not a question object.")
                continue
            }
            switch question(fields, encoding: encoding, builder: &builder) {
            case .success(let q): builder.add(q, at: place)
            case .failure(let problem): builder.problem(place, problem.reason)
            }
        }
        return builder.result
    }

    private struct Problem: Error { var reason: String }

    private static func question(
        _ f: [String: Any], encoding: OpenTDBEncoding, builder: inout ImportBuilder
    ) -> Result<Question, Problem> {
        func text(_ key: String) throws(Problem) -> String? {
            guard let raw = f[key] else { return nil }
            guard let s = raw as? String else { throw Problem(reason: "\"\(key)\" is not text.") }
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
                guard let known = Difficulty(rawValue: d.lowercased().trimmingWhitespace) else {
                    throw Problem(reason: "the difficulty \"\(d)\" is not easy, medium or hard.")
                }
                difficulty = known
            }
            let categoryID = builder.category(named: try text("category"))
            let explanation = try text("explanation")
            switch type.lowercased().trimmingWhitespace {
            case "boolean":
                guard let truth = ImportBuilder.trueFalse(correct.trimmingWhitespace) else {
                    throw Problem(reason: "a boolean question's correct_answer must be True or False, not \"\(correct)\".")
                }
                return .success(
                    Question(
                        categoryID: categoryID, kind: .truefalse, difficulty: difficulty, text: questionText,
                        answers: [truth ? "true" : "false"], explanation: explanation))
            case "multiple":
                guard let rawWrong = f["incorrect_answers"] as? [Any] else {
                    throw Problem(reason: "a multiple choice question needs an \"incorrect_answers\" list.")
                }
                var wrong: [String] = []
                for w in rawWrong {
                    guard let s = w as? String, let d = encoding.decode(s) else {
                        throw Problem(reason: "one of the incorrect_answers is not text.")
                    }
                    wrong.append(d)
                }
                return .success(
                    Question(
                        categoryID: categoryID, kind: .choice, difficulty: difficulty, text: questionText, answers: [correct],
                        wrong: wrong, explanation: explanation))
            default:
                throw Problem(reason: "the type \"\(type)\" is not multiple or boolean.")
            }
        } catch {
            return .failure(error)
        }
    }

    /// Which encoding the records use: base 64 when every `type` decodes to a known type,
    /// percent-encoding when no question text has a space but some have `%XX`, HTML otherwise.
    static func detectEncoding(_ records: [Any]) -> OpenTDBEncoding {
        let fields = records.compactMap { $0 as? [String: Any] }
        let types = fields.compactMap { $0["type"] as? String }
        if !types.isEmpty,
            types.allSatisfy({ ["multiple", "boolean"].contains(OpenTDBEncoding.base64.decode($0) ?? "") })
        {
            return .base64
        }
        let texts = fields.compactMap { $0["question"] as? String }
        if !texts.isEmpty, !texts.contains(where: { $0.contains(" ") }),
            texts.contains(where: { $0.range(of: "%[0-9A-Fa-f]{2}", options: .regularExpression) != nil })
        {
            return texts.contains(where: { $0.contains("+") }) ? .urlLegacy : .url3986
        }
        return .html
    }
}
