import EarshotCore
import Foundation

/// The formats Earshot writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Earshot's own pack: every kind, every field.
    case earshot
    /// Moodle GIFT: choice, true or false and typed questions (list questions have no GIFT form).
    case gift
    /// Open Trivia Database JSON: choice and true or false questions only.
    case opentdb

    public var displayName: String {
        switch self {
        case .earshot: return "Earshot pack"
        case .gift: return "Moodle GIFT"
        case .opentdb: return "Open Trivia Database JSON"
        }
    }

    /// The question kinds this format can hold.
    public var kinds: Set<QuestionKind> {
        switch self {
        case .earshot: return Set(QuestionKind.allCases)
        case .gift: return [.choice, .truefalse, .typed]
        case .opentdb: return [.choice, .truefalse]
        }
    }
}

/// An exported file.
public struct ExportedFile: Sendable {
    public var data: Data
    /// How many questions it holds.
    public var count: Int
    /// How many questions of each kind the format could not hold.
    public var leftOut: [QuestionKind: Int]
}

/// Writes questions in the export formats. Pure: questions in, bytes out. Whatever is written
/// reads back (with ``QuestionImporter``) as the same questions in the same-named categories.
public enum QuestionExporter {
    /// Every text is cleaned by ``ExternalText/clean(_:)`` on the way out, so a file never holds
    /// a control or direction character, whatever an old database holds.
    public static func export(_ questions: [Question], categories: [Category], format: ExportFormat, name: String = "Earshot export")
        -> ExportedFile
    {
        let kept = questions.filter { format.kinds.contains($0.kind) }.map(cleaned)
        var leftOut: [QuestionKind: Int] = [:]
        for q in questions where !format.kinds.contains(q.kind) { leftOut[q.kind, default: 0] += 1 }
        let used = Set(kept.map(\.categoryID))
        var cats = categories.map(cleaned).filter { used.contains($0.id) }
        let name = ExternalText.clean(name)
        for id in used.sorted() where !cats.contains(where: { $0.id == id }) { cats.append(Category(id: id, name: id)) }
        let text: String
        switch format {
        case .earshot: text = pack(kept, categories: cats, name: name)
        case .gift: text = GIFTWriter.write(kept, categories: cats)
        case .opentdb: text = openTDB(kept, categories: cats)
        }
        return ExportedFile(data: Data(text.utf8), count: kept.count, leftOut: leftOut)
    }

    /// `q` with every text cleaned for a file.
    static func cleaned(_ q: Question) -> Question {
        var q = q
        q.categoryID = ExternalText.clean(q.categoryID)
        q.text = ExternalText.clean(q.text)
        q.answers = q.answers.map(ExternalText.clean)
        q.wrong = q.wrong.map(ExternalText.clean)
        q.explanation = q.explanation.map(ExternalText.clean)
        return q
    }

    /// `c` with every text cleaned for a file.
    static func cleaned(_ c: Category) -> Category {
        var c = c
        c.id = ExternalText.clean(c.id)
        c.name = ExternalText.clean(c.name)
        c.description = c.description.map(ExternalText.clean)
        return c
    }

    static func pack(_ questions: [Question], categories: [Category], name: String) -> String {
        let id = categories.count == 1 ? categories[0].id : "earshot-export"
        let cats: [JSONText] = categories.map { c in
            var fields: [(String, JSONText)] = [("id", .string(c.id)), ("name", .string(c.name))]
            if let d = c.description { fields.append(("description", .string(d))) }
            return .object(fields)
        }
        let qs: [JSONText] = questions.map { q in
            var f: [(String, JSONText)] = [
                ("category", .string(q.categoryID)), ("kind", .string(q.kind.rawValue)),
                ("difficulty", .string(q.difficulty.rawValue)), ("text", .string(q.text)),
            ]
            switch q.kind {
            case .choice:
                f.append(("answer", .string(q.answers.first ?? "")))
                f.append(("wrong", .array(q.wrong.map(JSONText.string))))
            case .truefalse:
                f.append(("answer", .bool(q.answers.first == "true")))
            case .typed, .list:
                f.append(("answers", .array(q.answers.map(JSONText.string))))
            }
            if let t = q.tolerance { f.append(("tolerance", .number(t))) }
            if let e = q.explanation { f.append(("explanation", .string(e))) }
            return .object(f)
        }
        let root = JSONText.object([
            ("format", .int(PackLoader.format)), ("id", .string(id)),
            ("name", .string(categories.count == 1 ? categories[0].name : name)),
            ("categories", .array(cats)), ("questions", .array(qs)),
        ])
        return root.render() + "\n"
    }

    static func openTDB(_ questions: [Question], categories: [Category]) -> String {
        let names = Dictionary(categories.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let results: [JSONText] = questions.map { q in
            let e = HTMLEntities.encode
            let isBoolean = q.kind == .truefalse
            let correct = isBoolean ? (q.answers.first == "true" ? "True" : "False") : (q.answers.first ?? "")
            let wrong = isBoolean ? [correct == "True" ? "False" : "True"] : q.wrong
            var f: [(String, JSONText)] = [
                ("type", .string(isBoolean ? "boolean" : "multiple")), ("difficulty", .string(q.difficulty.rawValue)),
                ("category", .string(e(names[q.categoryID] ?? q.categoryID))), ("question", .string(e(q.text))),
                ("correct_answer", .string(e(correct))), ("incorrect_answers", .array(wrong.map { .string(e($0)) })),
            ]
            if let x = q.explanation { f.append(("explanation", .string(e(x)))) }
            return .object(f)
        }
        return JSONText.object([("response_code", .int(0)), ("results", .array(results))]).render() + "\n"
    }
}
