import EarshotCore

/// Which text an import keeps: ``ExternalText``'s rule for every field, category names
/// included, and the field limits of `docs/import.md`. A question that breaks them is skipped
/// with a problem naming the field; a category whose name breaks them takes its questions with
/// it, each reported where it is in the file. (Direction marks and invisible characters never
/// reach these checks: ``ImportText/clean(_:)`` drops them first, as layout carries no
/// meaning in a spoken question.)
enum ImportFieldRules {
    /// Why `q` (its fields already cleaned) cannot be kept as text, or `nil`.
    static func problem(with q: Question) -> String? {
        if let p = ExternalText.problem(q.text, limit: ExternalText.Limit.question) {
            return describe(p, field: "the question", length: q.text)
        }
        for options in [q.answers, q.wrong] {
            for option in options {
                if let p = ExternalText.problem(option, limit: ExternalText.Limit.option) {
                    let field =
                        q.kind == .choice
                        ? "an option (\"\(ImportText.excerpt(option))\")" : "an answer (\"\(ImportText.excerpt(option))\")"
                    return describe(p, field: field, length: option)
                }
            }
        }
        if let e = q.explanation, let p = ExternalText.problem(e, limit: ExternalText.Limit.explanation) {
            return describe(p, field: "the explanation", length: e)
        }
        return nil
    }

    /// Why a category called `name` (cleaned) with `description` cannot be kept, or `nil`.
    static func problem(categoryName name: String, description: String? = nil) -> String? {
        let shown = "the category name \"\(ImportText.excerpt(name))\""
        if let p = ExternalText.problem(name, limit: ExternalText.Limit.categoryName) {
            return describe(p, field: shown, length: name)
        }
        if let d = description, let p = ExternalText.problem(d, limit: ExternalText.Limit.categoryDescription) {
            return describe(p, field: "the description of \(shown)", length: d)
        }
        return nil
    }

    /// The reason in words: "the question holds control characters …", "an option is 612
    /// characters long, and Earshot takes at most 500."
    static func describe(_ problem: ExternalText.Problem, field: String, length text: String) -> String {
        switch problem {
        case .controlCharacter:
            return "\(field) holds control characters (invisible codes such as escape), so it is not text Earshot can read out."
        case .directionControl:
            return "\(field) holds marks that reorder text on screen (such as U+202E), so it would not read as written."
        case .damaged:
            return
                "\(field) holds U+FFFD, the mark a program leaves where it could not read a character, so the text is damaged."
        case .tooLong(let limit):
            return "\(field) is \(grouped(text.count)) characters long, and Earshot takes at most \(grouped(limit))."
        }
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return out
    }
}
