import Foundation

/// A question pack: categories and their questions, as loaded and validated from JSON.
/// The format is described in `docs/packs.md`.
public struct Pack: Sendable, Equatable {
    public var id: String
    public var name: String
    public var categories: [Category]
    public var questions: [Question]
    /// SHA-256 of the file's bytes: a changed file is loaded again.
    public var contentHash: String

    public init(id: String, name: String, categories: [Category], questions: [Question], contentHash: String) {
        self.id = id
        self.name = name
        self.categories = categories
        self.questions = questions
        self.contentHash = contentHash
    }
}

/// A problem with one question of a pack: the question is skipped.
public struct PackProblem: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based position of the question in the file.
    public var question: Int
    public var reason: String

    public var description: String { "\(file), question \(question): \(reason)" }
}

/// A problem with a pack as a whole: the file is not loaded.
public struct PackError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public var description: String { "\(file): \(reason)" }
}

/// Reads and validates packs.
public enum PackLoader {
    /// The pack format version this build reads.
    public static let format = 1

    private struct RawPack: Decodable {
        var format: Int?
        var id: String?
        var name: String?
        var language: String?
        var categories: [Category]?
        var questions: [RawQuestion]?
    }

    private struct RawQuestion: Decodable {
        var category: String?
        var kind: String?
        var difficulty: String?
        var text: String?
        var answer: AnswerValue?
        var wrong: [String]?
        var answers: [String]?
        var explanation: String?
        var tolerance: Double?
    }

    private enum AnswerValue: Decodable {
        case text(String), flag(Bool)
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { self = .flag(b) } else { self = .text(try c.decode(String.self)) }
        }
    }

    /// Decodes a pack from `data`. Throws ``PackError`` when the file as a whole is unusable;
    /// returns the pack with its valid questions and a problem for each skipped one.
    public static func load(_ data: Data, file: String) throws -> (pack: Pack, problems: [PackProblem]) {
        let raw: RawPack
        do {
            raw = try JSONDecoder().decode(RawPack.self, from: data)
        } catch let error as DecodingError {
            throw PackError(file: file, reason: "is not a valid pack: \(describe(error))")
        }
        guard raw.format == format else {
            throw PackError(
                file: file, reason: "has format \(raw.format.map(String.init) ?? "missing"), but Earshot reads format \(format).")
        }
        guard let id = raw.id, isValidID(id) else {
            throw PackError(file: file, reason: "needs an \"id\" of lower-case letters, digits and dashes.")
        }
        var language = Language.en
        if let code = raw.language {
            guard let known = Language(rawValue: code) else {
                throw PackError(file: file, reason: "has language \"\(code)\"; use en, zh, ms or ta.")
            }
            language = known
        }
        let categories = (raw.categories ?? []).map { c in
            var c = c
            c.language = language
            return c
        }
        guard !categories.isEmpty else { throw PackError(file: file, reason: "has no categories.") }
        if let bad = categories.first(where: { !isValidID($0.id) || $0.name.trimmingWhitespace.isEmpty }) {
            throw PackError(
                file: file, reason: "the category \"\(bad.id)\" needs an id of lower-case letters, digits and dashes, and a name.")
        }
        let categoryIDs = Set(categories.map(\.id))
        var questions: [Question] = []
        var problems: [PackProblem] = []
        for (i, q) in (raw.questions ?? []).enumerated() {
            switch validate(q, categories: categoryIDs) {
            case .success(let question): questions.append(question)
            case .failure(let reason): problems.append(PackProblem(file: file, question: i + 1, reason: reason.text))
            }
        }
        let pack = Pack(
            id: id, name: raw.name ?? id, categories: categories, questions: questions,
            contentHash: SHA256.hex(of: [UInt8](data)))
        return (pack, problems)
    }

    struct Reason: Error { var text: String }

    private static func validate(_ q: RawQuestion, categories: Set<String>) -> Result<Question, Reason> {
        func fail(_ s: String) -> Result<Question, Reason> { .failure(Reason(text: s)) }
        guard let kindText = q.kind, let kind = QuestionKind(rawValue: kindText) else {
            return fail("unknown kind \"\(q.kind ?? "")\"; use choice, truefalse, typed or list.")
        }
        guard let diffText = q.difficulty, let difficulty = Difficulty(rawValue: diffText) else {
            return fail("unknown difficulty \"\(q.difficulty ?? "")\"; use easy, medium or hard.")
        }
        guard let category = q.category, categories.contains(category) else {
            return fail("the category \"\(q.category ?? "")\" is not one of this pack's categories.")
        }
        let text = (q.text ?? "").trimmingWhitespace
        guard !text.isEmpty else { return fail("the question has no text.") }
        var answers: [String] = []
        var wrong: [String] = []
        switch kind {
        case .choice:
            guard case .text(let a)? = q.answer, !a.trimmingWhitespace.isEmpty else {
                return fail("a choice question needs an \"answer\" with the correct option's text.")
            }
            wrong = (q.wrong ?? []).map(\.trimmingWhitespace)
            guard (1...5).contains(wrong.count) else {
                return fail("a choice question needs 1 to 5 wrong options, found \(wrong.count).")
            }
            if wrong.contains(where: \.isEmpty) { return fail("one of the wrong options is empty.") }
            answers = [a.trimmingWhitespace]
            let all = (answers + wrong).map(TextNormalizer.normalize)
            if Set(all).count != all.count { return fail("two options are the same.") }
        case .truefalse:
            guard case .flag(let b)? = q.answer else {
                return fail("a truefalse question needs \"answer\": true or false.")
            }
            answers = [b ? "true" : "false"]
        case .typed, .list:
            answers = (q.answers ?? []).map(\.trimmingWhitespace)
            if answers.isEmpty { return fail("a \(kind.rawValue) question needs \"answers\".") }
            if answers.contains(where: \.isEmpty) { return fail("one of the answers is empty.") }
            if kind == .list, answers.count < 2 { return fail("a list question needs at least two items.") }
        }
        let explanation = q.explanation?.trimmingWhitespace
        return .success(
            Question(
                categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: answers,
                wrong: wrong, explanation: explanation?.isEmpty == false ? explanation : nil, tolerance: q.tolerance))
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let c):
            return c.underlyingError.map { "\($0.localizedDescription)" } ?? c.debugDescription
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\"."
        case .typeMismatch(_, let c), .valueNotFound(_, let c):
            let path = c.codingPath.map { $0.intValue.map { "question \($0 + 1)" } ?? $0.stringValue }.joined(separator: ", ")
            return "\(path): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
