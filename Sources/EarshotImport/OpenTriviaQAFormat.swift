import EarshotCore

/// Reads the OpenTriviaQA text format (https://github.com/uberspot/OpenTriviaQA):
///
///     #Q Which of these is a mammal?
///     ^ Whale
///     A Shark
///     B Whale
///
/// A question starts at a `#Q` line and may continue over several lines, even blank ones; the
/// `^` line gives the right answer's text; only the lines after it are options (`A`–`D`, a
/// letter and a space). Two options `True` and `False` make a true or false question. The file
/// has no categories, so every question goes to the file's category.
public enum OpenTriviaQAFormat {
    private struct Pending {
        var line: Int
        var text: [String]
        var answer: String?
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
        var builder = ImportBuilder(format: .opentriviaqa, defaultCategory: defaultCategory, sink: sink)
        let categoryID = builder.category(named: nil)
        var pending: Pending?

        func finish(_ q: Pending) {
            let place = ImportPlace.line(q.line)
            guard let answer = q.answer else {
                builder.problem(place, "the question has no ^ line giving its answer.")
                return
            }
            guard q.options.count >= 2 else {
                builder.problem(place, "the question needs at least 2 options after its ^ line, and it has \(q.options.count).")
                return
            }
            let index =
                q.options.firstIndex(of: answer)
                ?? q.options.firstIndex { $0.lowercased() == answer.lowercased() }
            guard let index else {
                builder.problem(place, "the answer \"\(answer)\" is not one of the options.")
                return
            }
            builder.addChoice(
                text: q.text.joined(separator: "\n"), options: q.options, correct: index, categoryID: categoryID, at: place)
        }

        while let (raw, _) = try lines.next() {
            let i = lines.number - 1
            if raw.hasPrefix("#Q") {
                if let q = pending { finish(q) }
                pending = Pending(line: i + 1, text: [String(raw.dropFirst(2))])
                continue
            }
            guard pending != nil else {
                if !raw.trimmingWhitespace.isEmpty {
                    builder.problem(.line(i + 1), "this line is outside any question (questions start with #Q).")
                }
                continue
            }
            if pending!.answer == nil {
                if raw.hasPrefix("^") {
                    pending!.answer = ImportText.clean(String(raw.dropFirst()))
                } else {
                    try pending!.count(raw)
                    pending!.text.append(raw)
                }
                continue
            }
            var characters = raw.makeIterator()
            if let letter = characters.next(), ("A"..."F").contains(letter), characters.next() == " " {
                try pending!.count(raw)
                pending!.options.append(ImportText.clean(String(raw.dropFirst(2))))
            } else if !raw.trimmingWhitespace.isEmpty {
                builder.problem(.line(i + 1), "after the ^ line only options such as \"A text\" may follow.")
            }
        }
        if let q = pending { finish(q) }
        return builder.result
    }
}
