import EarshotCore

/// Reads CSV with a header row (see `docs/import.md`). Columns are found by name, in any order,
/// case and spaces ignored:
/// `question`, `answer`, `wrong1`…`wrong5`, `category`, `difficulty`, `kind`, `explanation`.
/// Moodle's qformat_csv layout is read too: options in columns `A`–`F` and the right option's
/// letter in `Answer 1` (a second letter in `Answer 2` makes a choose-all question, which is
/// skipped). Typed and list questions put their accepted answers in one cell, split by `|`.
public enum CSVFormat {
    static let aliases: [String: String] = [
        "question": "question", "questiontext": "question", "text": "question",
        "answer": "answer", "answer1": "answer", "correct": "answer", "correctanswer": "answer", "rightanswer": "answer",
        "answer2": "answer2",
        "category": "category", "difficulty": "difficulty", "kind": "kind", "type": "kind",
        "explanation": "explanation", "generalfeedback": "explanation",
    ]

    /// The column name with case, spaces, dashes and underscores ignored.
    static func key(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// What a header cell means: a known column, `wrong`, or an option letter.
    static func role(_ name: String) -> String? {
        let k = key(name)
        if let known = aliases[k] { return known }
        for prefix in ["wrong", "incorrect", "incorrectanswer", "distractor"] where k.hasPrefix(prefix) {
            if k.dropFirst(prefix.count).allSatisfy(\.isNumber) { return "wrong" }
        }
        if k.count == 1, let c = k.first, ("a"..."f").contains(c) { return "option-\(c)" }
        if k.hasPrefix("option"), k.count == 7, let c = k.last, ("a"..."f").contains(c) { return "option-\(c)" }
        return nil
    }

    /// Whether `line` looks like a header this reader understands.
    static func looksLikeHeader(_ line: String) -> Bool {
        let d = CSVReader.delimiter(of: line)
        let roles = line.split(separator: d).map { role(String($0).trimmingCharacters(in: ["\"", " "])) }
        return roles.contains("question") && roles.contains("answer")
    }

    static func read(_ input: inout LineReader, defaultCategory: String, sink: ImportBuilder.Sink? = nil) throws -> ImportedQuestions {
        // The delimiter comes from the first line that is not blank; the lines before it are
        // blank, and go to the reader too (they count for line numbers).
        var blankLines = 0
        var firstLine: String?
        while let (text, terminator) = try input.next() {
            if !text.trimmingWhitespace.isEmpty {
                firstLine = text + terminator
                break
            }
            blankLines += 1
        }
        var reader = CSVReader(delimiter: CSVReader.delimiter(of: firstLine ?? ""))
        // Records are handed on one behind, so that the last can be marked when a quoted cell
        // never closes.
        var header: CSVReader.Record?
        var roles: [String?] = []
        var builder = ImportBuilder(format: .csv, defaultCategory: defaultCategory, sink: sink)
        var waiting: CSVReader.Record?
        func take(_ records: [CSVReader.Record]) throws {
            for record in records {
                if header == nil {
                    header = record
                    roles = try Self.roles(of: record)
                    continue
                }
                if let w = waiting { row(w, roles: roles, builder: &builder, unclosedLine: nil) }
                waiting = record
            }
        }
        // Blank lines yield no record; they only count for line numbers.
        for _ in 0..<blankLines { try take(reader.feed("\n")) }
        var pendingBytes = 0
        func feed(_ line: String) throws {
            try take(reader.feed(line))
            // A quoted cell may span lines, but not without end.
            guard reader.isInsideQuotes else {
                pendingBytes = 0
                return
            }
            pendingBytes += line.utf8.count
            if pendingBytes > LineReader.maxLineBytes { throw LineReader.questionTooLong(startingAt: reader.recordStartLine) }
        }
        if let firstLine { try feed(firstLine) }
        while let (text, terminator) = try input.next() { try feed(text + terminator) }
        if let last = reader.finish() { try take([last]) }
        guard header != nil else { throw ImportError("The file is empty: it has no header row.") }
        if var w = waiting {
            if reader.unclosedQuoteLine != nil { w.unclosed = true }
            row(w, roles: roles, builder: &builder, unclosedLine: reader.unclosedQuoteLine)
        }
        return builder.result
    }

    /// What each header cell means; throws when the header lacks the question or answer column.
    private static func roles(of header: CSVReader.Record) throws -> [String?] {
        let roles = header.fields.map { role($0.trimmingWhitespace) }
        guard roles.contains("question"), roles.contains("answer") else {
            guard header.fields.count > 1 else {
                throw ImportError(
                    "This is not a CSV question file (invalid data): its first line has no commas, semicolons or tabs, so it is not a header row with a \"question\" column and an \"answer\" column."
                )
            }
            throw ImportError(
                "The header row needs a \"question\" column and an \"answer\" column; it has \(header.fields.count) columns, starting \"\(ImportText.excerpt(header.fields.joined(separator: ", ")))\"."
            )
        }
        return roles
    }

    /// Reads one row under the header's `roles`.
    private static func row(_ record: CSVReader.Record, roles: [String?], builder: inout ImportBuilder, unclosedLine: Int?) {
        if record.unclosed {
            builder.problem(
                .line(unclosedLine ?? record.line),
                "a quoted cell starts here but its closing quote is missing, so the rest of the file was read as one cell.")
            return
        }
        var cells: [String: String] = [:]
        var wrong: [String] = []
        var options: [(letter: Character, text: String)] = []
        for (i, value) in record.fields.enumerated() where i < roles.count {
            let v = ImportText.clean(value)
            guard let r = roles[i], !v.isEmpty else { continue }
            if r == "wrong" {
                wrong.append(v)
            } else if r.hasPrefix("option-") {
                options.append((r.last!, v))
            } else {
                cells[r] = v
            }
        }
        let place = ImportPlace.line(record.line)
        if record.fields.count > roles.count {
            builder.problem(place, "this row has \(record.fields.count) cells but the header has \(roles.count) columns.")
            return
        }
        switch question(cells, wrong: wrong, options: options, builder: &builder) {
        case .success(let q): builder.add(q, at: place)
        case .failure(let p): builder.problem(place, p.reason, kind: p.kind)
        }
    }

    struct Problem: Error {
        var reason: String
        var kind: ImportProblem.Kind = .invalid
    }

    static func question(
        _ cells: [String: String], wrong: [String], options: [(letter: Character, text: String)], builder: inout ImportBuilder
    ) -> Result<Question, Problem> {
        guard let text = cells["question"] else { return .failure(Problem(reason: "the question cell is empty.")) }
        guard let answer = cells["answer"] else { return .failure(Problem(reason: "the answer cell is empty.")) }
        var difficulty = Difficulty.medium
        if let d = cells["difficulty"] {
            guard let known = Difficulty(rawValue: d.lowercased()) else {
                return .failure(Problem(reason: "the difficulty \"\(d)\" is not easy, medium or hard."))
            }
            difficulty = known
        }
        let categoryID = builder.category(named: cells["category"])
        let explanation = cells["explanation"]
        func make(_ kind: QuestionKind, _ answers: [String], _ wrong: [String] = []) -> Result<Question, Problem> {
            .success(
                Question(
                    categoryID: categoryID, kind: kind, difficulty: difficulty, text: text, answers: answers, wrong: wrong,
                    explanation: explanation))
        }
        if !options.isEmpty {
            let letters = (answer + "," + (cells["answer2"] ?? "")).split { $0 == "," || $0 == " " || $0 == ";" }
                .map { $0.lowercased() }
            if letters.count > 1 {
                return .failure(
                    Problem(
                        reason: "\(letters.count) options are marked right (a choose-all-that-apply question), which Earshot cannot play.",
                        kind: .unsupported))
            }
            let right = options.first { String($0.letter) == letters.first } ?? options.first { $0.text == answer }
            guard let right else {
                return .failure(Problem(reason: "the answer \"\(answer)\" is not the letter of a filled option column."))
            }
            return make(.choice, [right.text], options.filter { $0.letter != right.letter }.map(\.text))
        }
        let split = answer.split(separator: "|").map { ImportText.clean(String($0)) }.filter { !$0.isEmpty }
        switch cells["kind"].map(key) {
        case "choice"?, "multiple"?, "multiplechoice"?, "mc"?: return make(.choice, [answer], wrong)
        case "truefalse"?, "boolean"?, "tf"?:
            guard let truth = ImportBuilder.trueFalse(answer) else {
                return .failure(Problem(reason: "a true or false question's answer must be true or false, not \"\(answer)\"."))
            }
            return make(.truefalse, [truth ? "true" : "false"])
        case "typed"?, "short"?, "shortanswer"?: return make(.typed, split)
        case "list"?: return make(.list, split)
        case _?: return .failure(Problem(reason: "the kind \"\(cells["kind"] ?? "")\" is not choice, truefalse, typed or list."))
        case nil:
            if !wrong.isEmpty { return make(.choice, [answer], wrong) }
            if let truth = ImportBuilder.trueFalse(answer) { return make(.truefalse, [truth ? "true" : "false"]) }
            return make(.typed, split)
        }
    }
}
