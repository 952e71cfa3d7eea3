import EarshotCore
import Foundation

/// Collects what an importer reads: categories by name, questions checked by the same rules as
/// packs (see `docs/packs.md`), and a problem for each question that is skipped.
struct ImportBuilder {
    let format: ImportFormat
    /// The category questions go to when the file names none.
    let defaultCategory: String
    private(set) var questions: [Question] = []
    private(set) var categories: [Category] = []
    private(set) var problems: [ImportProblem] = []
    private var idsByName: [String: String] = [:]
    private var byID: [String: Category] = [:]
    /// Where each good question goes as soon as it is read, when the import streams (then
    /// ``questions`` stays empty, so a big file never sits in memory).
    let sink: Sink?
    /// The first error the sink threw; nothing more is sent after it.
    private(set) var sinkError: (any Error)?
    private(set) var questionCount = 0
    private(set) var problemCount = 0
    private(set) var errorCount = 0
    private var usedCategories = Set<String>()

    /// Takes each good question with its category; throws to stop the import.
    typealias Sink = (Question, Category) throws -> Void

    /// The most problems kept to list; the rest are only counted.
    static let maxListedProblems = 1000

    init(format: ImportFormat, defaultCategory: String, sink: Sink? = nil) {
        self.format = format
        self.defaultCategory = defaultCategory
        self.sink = sink
    }

    /// The id of the category called `name` (the default when empty), adding it when new.
    mutating func category(named name: String?) -> String {
        guard let name else { return lookUpCategory(named: nil) }
        if let id = idsByGivenName[name] { return id }
        let id = lookUpCategory(named: name)
        idsByGivenName[name] = id
        return id
    }

    /// Each category name as the file gives it, with its id: most files name each category
    /// many times, and cleaning and lower-casing the name each time is most of the work.
    private var idsByGivenName: [String: String] = [:]

    private mutating func lookUpCategory(named name: String?) -> String {
        var clean = ImportText.clean(name ?? "")
        if clean.isEmpty { clean = ImportText.clean(defaultCategory) }
        if let id = idsByName[clean.lowercased()] { return id }
        var id = Self.slug(clean)
        if categories.contains(where: { $0.id == id }) { id += "-\(categories.count + 1)" }
        categories.append(Category(id: id, name: clean))
        byID[id] = categories.last
        idsByName[clean.lowercased()] = id
        if let reason = ImportFieldRules.problem(categoryName: clean) { refusedCategories[id] = reason }
        return id
    }

    /// Why each category whose name breaks the text rule is refused, by id: its questions are
    /// skipped, each with this reason.
    private var refusedCategories: [String: String] = [:]

    /// Adds a category as given (Earshot packs keep their ids), its name and description
    /// cleaned as question text is.
    mutating func addCategory(_ category: Category) {
        guard !categories.contains(where: { $0.id == category.id }) else { return }
        var c = category
        c.name = ImportText.clean(c.name)
        c.description = c.description.map(ImportText.clean)
        categories.append(c)
        byID[c.id] = c
        idsByName[c.name.lowercased()] = c.id
        idsByGivenName = [:]
        if let reason = ImportFieldRules.problem(categoryName: c.name, description: c.description) { refusedCategories[c.id] = reason }
    }

    /// The most options a choice question may have (one for each letter a to f).
    static let maxOptions = AnswerMatcher.letters.count

    /// Adds a medium choice question whose correct option is `options[correct]`.
    mutating func addChoice(text: String, options: [String], correct: Int, categoryID: String, at place: ImportPlace) {
        var wrong = options
        let answer = wrong.remove(at: correct)
        add(
            Question(categoryID: categoryID, kind: .choice, difficulty: .medium, text: text, answers: [answer], wrong: wrong),
            at: place)
    }

    /// Cleans and checks `question`; keeps it, or records why not.
    mutating func add(_ question: Question, at place: ImportPlace) {
        var q = question
        q.text = ImportText.clean(q.text)
        q.answers = q.answers.map(ImportText.clean)
        q.wrong = q.wrong.map(ImportText.clean)
        q.explanation = q.explanation.map(ImportText.clean).flatMap { $0.isEmpty ? nil : $0 }
        if q.kind == .choice, let a = q.answers.first, q.wrong.count == 1, let w = q.wrong.first,
            let truth = Self.trueFalse(a), Self.trueFalse(w) == !truth
        {
            q = Question(
                categoryID: q.categoryID, kind: .truefalse, difficulty: q.difficulty, text: q.text,
                answers: [truth ? "true" : "false"], explanation: q.explanation)
        }
        if let reason = refusedCategories[q.categoryID] ?? ImportFieldRules.problem(with: q) {
            problem(place, reason)
        } else if q.kind == .choice, q.wrong.count + 1 > Self.maxOptions {
            problem(
                place, "this question has \(q.wrong.count + 1) options, and Earshot reads out at most \(Self.maxOptions).",
                kind: .unsupported)
        } else if q.kind == .choice, let pair = Self.soundAlike(q.answers + q.wrong) {
            problem(
                place, "two options differ only by accents (\"\(pair.0)\" and \"\(pair.1)\"), which cannot be heard apart.",
                kind: .unsupported)
        } else if let reason = Self.problem(with: q) {
            problem(place, reason)
        } else {
            accept(q)
        }
    }

    private mutating func accept(_ q: Question) {
        questionCount += 1
        usedCategories.insert(q.categoryID)
        guard let sink else {
            questions.append(q)
            return
        }
        guard sinkError == nil else { return }
        do {
            try sink(q, byID[q.categoryID] ?? Category(id: q.categoryID, name: q.categoryID))
        } catch {
            sinkError = error
        }
    }

    mutating func problem(_ place: ImportPlace, _ reason: String, kind: ImportProblem.Kind = .invalid) {
        problemCount += 1
        if kind == .invalid { errorCount += 1 }
        if problems.count < Self.maxListedProblems { problems.append(ImportProblem(place, reason, kind: kind)) }
    }

    var result: ImportedQuestions {
        var r = ImportedQuestions(
            format: format, questions: questions, categories: categories.filter { usedCategories.contains($0.id) },
            problems: problems)
        r.questionCount = questionCount
        r.problemCount = problemCount
        r.errorCount = errorCount
        return r
    }

    /// Two different options that are the same once accents are ignored, if any.
    static func soundAlike(_ options: [String]) -> (String, String)? {
        // Only accents, wide forms and the like can make two different options sound alike.
        guard options.contains(where: { !ExternalText.isPlainASCII($0) }) else { return nil }
        var seen: [String: String] = [:]
        for option in options {
            let key = option.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            if let first = seen[key], first.lowercased() != option.lowercased() { return (first, option) }
            seen[key] = option
        }
        return nil
    }

    /// `true` or `false` for an option that reads exactly so, otherwise `nil`.
    static func trueFalse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// Why `q` cannot be played, or `nil` when it can. The rules of `docs/packs.md`.
    static func problem(with q: Question) -> String? {
        guard !q.text.isEmpty else { return "the question has no text." }
        switch q.kind {
        case .choice:
            guard let answer = q.answers.first, !answer.isEmpty else { return "the question has no correct answer." }
            guard !q.wrong.isEmpty else { return "a choice question needs at least one wrong option, and this one has none." }
            if q.wrong.contains(where: \.isEmpty) { return "one of the options is empty." }
            let options = [answer] + q.wrong
            let ascii = options.allSatisfy(ExternalText.isPlainASCII)
            if ascii {
                // Few options, all ASCII: compared pair by pair, ignoring case, without copies.
                for j in 1..<options.count {
                    for i in 0..<j where Self.sameIgnoringASCIICase(options[i], options[j]) {
                        return "two options are the same (\"\(options[i])\" and \"\(options[j])\")."
                    }
                }
                return nil
            }
            var seen: [String: String] = [:]
            for option in options {
                let key = option.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
                if let first = seen[key] { return "two options are the same (\"\(first)\" and \"\(option)\")." }
                seen[key] = option
            }
        case .truefalse:
            guard q.answers == ["true"] || q.answers == ["false"] else { return "a true or false question needs true or false." }
        case .typed, .list:
            if q.answers.isEmpty { return "the question has no accepted answer." }
            if q.answers.contains(where: \.isEmpty) { return "one of the answers is empty." }
            if q.kind == .list, q.answers.count < 2 { return "a list question needs at least two items." }
        }
        return nil
    }

    /// Whether two ASCII texts are the same but for the case of their letters.
    static func sameIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        for (x, y) in zip(a.utf8, b.utf8) where x != y {
            let lx = x >= 0x41 && x <= 0x5A ? x | 0x20 : x
            let ly = y >= 0x41 && y <= 0x5A ? y | 0x20 : y
            if lx != ly { return false }
        }
        return true
    }

    /// A category id from a name: lower-case ASCII letters, digits and dashes
    /// ("Entertainment: Japanese Anime & Manga" → "entertainment-japanese-anime-manga").
    static func slug(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var out = ""
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        if out.isEmpty { out = "imported-" + String(SHA256.hex(of: Array(name.utf8)).prefix(8)) }
        return String(out.prefix(60))
    }
}
