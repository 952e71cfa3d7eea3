import EarshotCore
import Foundation

/// Reads Earshot's own JSON packs (`docs/packs.md`) for import, keeping the pack's category
/// ids. The pack as a whole is checked as ``PackLoader`` checks it; each question is checked
/// by the import rules, so that whatever an import accepted reads back from an export (two
/// options such as "C#" and "C++" are different options here, though they sound alike).
public enum EarshotPackFormat {
    static func read(_ data: Data, fileName: String) throws -> ImportedQuestions {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ImportError("This is not a JSON object, so it is not an Earshot pack.")
        }
        guard root["format"] as? Int == PackLoader.format else {
            throw ImportError(
                "This pack has format \(root["format"].map { "\($0)" } ?? "missing"), but Earshot reads format \(PackLoader.format).")
        }
        let rawCategories = root["categories"] as? [[String: Any]] ?? []
        guard !rawCategories.isEmpty else { throw ImportError("This pack has no categories.") }
        var builder = ImportBuilder(format: .earshot, defaultCategory: root["name"] as? String ?? fileName)
        for c in rawCategories {
            guard let id = c["id"] as? String, let name = c["name"] as? String, isValidID(id), !name.trimmingWhitespace.isEmpty else {
                throw ImportError("Each category of a pack needs an id of lower-case letters, digits and dashes, and a name.")
            }
            builder.addCategory(Category(id: id, name: name, description: c["description"] as? String))
        }
        let ids = Set(builder.categories.map(\.id))
        for (i, raw) in (root["questions"] as? [Any] ?? []).enumerated() {
            let place = ImportPlace.question(i + 1)
            switch question(raw, categories: ids) {
            case .success(let q): builder.add(q, at: place)
            case .failure(let p): builder.problem(place, p.reason)
            }
        }
        return builder.result
    }

    struct Problem: Error { var reason: String }

    static func question(_ raw: Any, categories: Set<String>) -> Result<Question, Problem> {
        func fail(_ s: String) -> Result<Question, Problem> { .failure(Problem(reason: s)) }
        guard let q = raw as? [String: Any] else { return fail("this entry is not a question object.") }
        guard let kind = (q["kind"] as? String).flatMap(QuestionKind.init(rawValue:)) else {
            return fail("unknown kind \"\(q["kind"] ?? "")\"; use choice, truefalse, typed or list.")
        }
        guard let difficulty = (q["difficulty"] as? String).flatMap(Difficulty.init(rawValue:)) else {
            return fail("unknown difficulty \"\(q["difficulty"] ?? "")\"; use easy, medium or hard.")
        }
        guard let category = q["category"] as? String, categories.contains(category) else {
            return fail("the category \"\(q["category"] ?? "")\" is not one of this pack's categories.")
        }
        let text = q["text"] as? String ?? ""
        var answers: [String] = []
        var wrong: [String] = []
        switch kind {
        case .choice:
            guard let a = q["answer"] as? String else {
                return fail("a choice question needs an \"answer\" with the correct option's text.")
            }
            guard let w = q["wrong"] as? [String] else { return fail("a choice question needs a \"wrong\" list of options.") }
            answers = [a]
            wrong = w
        case .truefalse:
            guard let b = q["answer"] as? Bool else { return fail("a truefalse question needs \"answer\": true or false.") }
            answers = [b ? "true" : "false"]
        case .typed, .list:
            guard let a = q["answers"] as? [String] else { return fail("a \(kind.rawValue) question needs an \"answers\" list.") }
            answers = a
        }
        return .success(
            Question(
                categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: answers, wrong: wrong,
                explanation: q["explanation"] as? String, tolerance: (q["tolerance"] as? NSNumber)?.doubleValue))
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
