import EarshotCore
import Foundation

/// Reads Earshot's own JSON packs (`docs/packs.md`) for import, keeping the pack's category
/// ids. The pack as a whole is checked as ``PackLoader`` checks it; each question is checked
/// by the import rules, so that whatever an import accepted reads back from an export (two
/// options such as "C#" and "C++" are different options here, though they sound alike).
/// Questions arrive one at a time from ``JSONQuestionReader``; those that come before the
/// pack's `categories` wait for them.
public enum EarshotPackFormat {
    struct Reader {
        var builder: ImportBuilder
        var format: JSONValue?
        var name: String?
        /// The pack's `language` (English until it says otherwise).
        private var packLanguage = Language.en
        private var categoryIDs: Set<String>?
        private var waiting: [(JSONValue, Int)] = []

        init(fileName: String, sink: ImportBuilder.Sink?) {
            builder = ImportBuilder(format: .earshot, defaultCategory: fileName, sink: sink)
        }

        mutating func language(_ value: JSONValue) throws {
            guard let code = value.string, let language = Language(rawValue: code) else {
                throw ImportError("This pack's \"language\" is \(ImportText.excerpt(value.string ?? "not text")); use en, zh, ms or ta.")
            }
            guard categoryIDs == nil else {
                throw ImportError("This pack's \"language\" comes after its \"categories\"; put it before them.")
            }
            packLanguage = language
        }

        mutating func categories(_ value: JSONValue) throws {
            let raw = value.array ?? []
            guard !raw.isEmpty else { throw ImportError("This pack has no categories.") }
            for c in raw {
                guard let id = c["id"]?.string, let name = c["name"]?.string, EarshotPackFormat.isValidID(id),
                    !name.trimmingWhitespace.isEmpty
                else {
                    throw ImportError("Each category of a pack needs an id of lower-case letters, digits and dashes, and a name.")
                }
                builder.addCategory(Category(id: id, name: name, description: c["description"]?.string, language: packLanguage))
            }
            categoryIDs = Set(builder.categories.map(\.id))
            for (q, i) in waiting { add(q, index: i) }
            waiting = []
        }

        mutating func question(_ value: JSONValue, index: Int) {
            guard categoryIDs != nil else {
                waiting.append((value, index))
                return
            }
            add(value, index: index)
        }

        private mutating func add(_ value: JSONValue, index: Int) {
            let place = ImportPlace.question(index + 1)
            switch EarshotPackFormat.question(value, categories: categoryIDs ?? []) {
            case .success(let q): builder.add(q, at: place)
            case .failure(let p): builder.problem(place, p.reason)
            }
        }

        mutating func result() throws -> ImportedQuestions {
            guard case .number(let n)? = format, n == Double(PackLoader.format) else {
                let shown: String
                switch format {
                case .number(let n)?: shown = n == n.rounded() && abs(n) < 1e9 ? String(Int(n)) : String(n)
                case nil: shown = "missing"
                default: shown = "not a number"
                }
                throw ImportError("This pack has format \(shown), but Earshot reads format \(PackLoader.format).")
            }
            guard categoryIDs != nil else { throw ImportError("This pack has no categories.") }
            return builder.result
        }
    }

    struct Problem: Error { var reason: String }

    static func question(_ raw: JSONValue, categories: Set<String>) -> Result<Question, Problem> {
        func fail(_ s: String) -> Result<Question, Problem> { .failure(Problem(reason: s)) }
        func shown(_ v: JSONValue?) -> String { ImportText.excerpt(v?.string ?? "") }
        guard raw.isObject else { return fail("this entry is not a question object.") }
        guard let kind = raw["kind"]?.string.flatMap(QuestionKind.init(rawValue:)) else {
            return fail("unknown kind \"\(shown(raw["kind"]))\"; use choice, truefalse, typed or list.")
        }
        guard let difficulty = raw["difficulty"]?.string.flatMap(Difficulty.init(rawValue:)) else {
            return fail("unknown difficulty \"\(shown(raw["difficulty"]))\"; use easy, medium or hard.")
        }
        guard let category = raw["category"]?.string, categories.contains(category) else {
            return fail("the category \"\(shown(raw["category"]))\" is not one of this pack's categories.")
        }
        func strings(_ v: JSONValue?) -> [String]? {
            guard let items = v?.array else { return nil }
            let s = items.compactMap(\.string)
            return s.count == items.count ? s : nil
        }
        let text = raw["text"]?.string ?? ""
        var answers: [String] = []
        var wrong: [String] = []
        switch kind {
        case .choice:
            guard let a = raw["answer"]?.string else {
                return fail("a choice question needs an \"answer\" with the correct option's text.")
            }
            guard let w = strings(raw["wrong"]) else { return fail("a choice question needs a \"wrong\" list of options.") }
            answers = [a]
            wrong = w
        case .truefalse:
            guard case .bool(let b)? = raw["answer"] else { return fail("a truefalse question needs \"answer\": true or false.") }
            answers = [b ? "true" : "false"]
        case .typed, .list:
            guard let a = strings(raw["answers"]) else { return fail("a \(kind.rawValue) question needs an \"answers\" list.") }
            answers = a
        }
        var tolerance: Double?
        if case .number(let t)? = raw["tolerance"] { tolerance = t }
        return .success(
            Question(
                categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: answers, wrong: wrong,
                explanation: raw["explanation"]?.string, tolerance: tolerance))
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
