import EarshotCore

/// Reads Moodle's Aiken format: a question (one or more lines), its options `A)` or `A.`
/// (a capital letter, then `)` or `.`), and `ANSWER: B`. Blank lines between questions are
/// optional. The errors are Moodle's: an option or `ANSWER:` with no question before it, a
/// question with fewer than two options, a new question before the last one's `ANSWER:`, and
/// an answer letter that is not one of the options. A `NUMBERING:` line (from the "Aiken
/// advanced" extension) only sets how options are labelled, and is ignored.
public enum AikenFormat {
    private struct Pending {
        var line: Int
        var text: [String]
        var options: [String] = []
        /// The bytes of its lines so far.
        var bytes = 0

        /// Counts `line`; throws when the question has grown past any real question's size.
        mutating func count(_ line: String) throws {
            bytes += line.utf8.count + 1
            if bytes > LineReader.maxLineBytes { throw LineReader.questionTooLong(startingAt: self.line) }
        }
    }

    static func read(_ lines: inout LineReader, defaultCategory: String, sink: ImportBuilder.Sink? = nil) throws -> ImportedQuestions {
        var builder = ImportBuilder(format: .aiken, defaultCategory: defaultCategory, sink: sink)
        let categoryID = builder.category(named: nil)
        var pending: Pending?
        while let (raw, _) = try lines.next() {
            let line = raw.trimmingWhitespace
            let number = lines.number
            if line.isEmpty { continue }
            if let option = option(line) {
                guard pending != nil else {
                    builder.problem(.line(number), "an option with no question before it (question not started).")
                    continue
                }
                try pending!.count(line)
                pending!.options.append(option)
                continue
            }
            if line.uppercased().hasPrefix("NUMBERING:"), pending?.options.isEmpty == false { continue }
            if line.hasPrefix("ANSWER:") {
                guard let q = pending else {
                    builder.problem(.line(number), "an ANSWER: line with no question before it (question not started).")
                    continue
                }
                pending = nil
                guard q.options.count >= 2 else {
                    builder.problem(
                        .line(number), "the question on line \(q.line) needs at least 2 options, and it has \(q.options.count).")
                    continue
                }
                let letter = line.dropFirst("ANSWER:".count).trimmingWhitespace
                guard letter.count == 1, let index = Self.letters.firstIndex(of: letter.uppercased().first!), index < q.options.count
                else {
                    builder.problem(
                        .line(number),
                        "the answer \"\(letter)\" is not the letter of one of the \(q.options.count) options (A to \(Self.letters[min(q.options.count, Self.letters.count) - 1]))."
                    )
                    continue
                }
                builder.addChoice(
                    text: q.text.joined(separator: " "), options: q.options, correct: index, categoryID: categoryID,
                    at: .line(q.line))
                continue
            }
            if let q = pending {
                if q.options.isEmpty {
                    try pending!.count(line)
                    pending!.text.append(line)
                    continue
                }
                builder.problem(
                    .line(number),
                    "the question on line \(q.line) has no ANSWER: line before this next question starts (question not completed).")
            }
            pending = Pending(line: number, text: [line], bytes: line.utf8.count)
        }
        if let q = pending {
            builder.problem(.line(q.line), "this question has no ANSWER: line before the end of the file (question not completed).")
        }
        return builder.result
    }

    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The text of an option line (`A) text`, `B. text`, `C)text`), or `nil`.
    /// Looks at the first three characters only (a long line is never copied whole).
    static func option(_ line: String) -> String? {
        var characters = line.makeIterator()
        guard let letter = characters.next(), letter.isASCII, letter.isUppercase, let mark = characters.next(),
            mark == ")" || mark == "."
        else { return nil }
        if mark == ".", let next = characters.next(), !next.isWhitespace { return nil }  // "A.M. radio" is text
        return line.dropFirst(2).trimmingWhitespace
    }
}
