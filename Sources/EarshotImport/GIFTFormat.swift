import EarshotCore

/// Reads Moodle GIFT (https://docs.moodle.org/en/GIFT_format), following Moodle's own importer:
/// questions are separated by blank lines (outside `{…}`), `//` lines are comments, `::title::`
/// names a question, `$CATEGORY:` switches the category, `[html]`, `[markdown]`, `[plain]`
/// and `[moodle]` set a text's format, and `\` escapes `~ = # { } :` (`\n` is a line break,
/// `\\` a backslash). Multiple choice, true or false, short answer and numeric questions are
/// imported; matching, essay, description and partial-credit questions are skipped with a
/// message each. A `// [tag:hard]` comment sets the difficulty (medium otherwise).
public enum GIFTFormat {
    /// One question's lines, before parsing.
    struct Block {
        var line: Int
        var lines: [String]
        var tags: [String]
    }

    static func read(_ input: inout LineReader, defaultCategory: String, sink: ImportBuilder.Sink? = nil) throws -> ImportedQuestions {
        var builder = ImportBuilder(format: .gift, defaultCategory: defaultCategory, sink: sink)
        var category: String?
        var splitter = BlockSplitter()
        func next() throws -> Block? {
            while let (raw, _) = try input.next() {
                if let block = splitter.take(raw, number: input.number) { return block }
                if let start = splitter.pendingLine, splitter.pendingBytes > LineReader.maxLineBytes {
                    throw LineReader.questionTooLong(startingAt: start)
                }
            }
            return splitter.finish()
        }
        while let block = try next() {
            var lines = block.lines
            var line = block.line
            let first = lines[0].trimmingWhitespace
            if first.hasPrefix("$CATEGORY:") {
                category = categoryName(String(first.dropFirst("$CATEGORY:".count)))
                lines.removeFirst()
                line += 1
                guard !lines.isEmpty else { continue }
            }
            let categoryID = builder.category(named: category)
            let difficulty = block.tags.compactMap { Difficulty(rawValue: $0.lowercased()) }.last ?? .medium
            switch parse(Escapes.protect(lines.joined(separator: "\n"))) {
            case .question(var q):
                q.categoryID = categoryID
                q.difficulty = difficulty
                builder.add(q, at: .line(line))
            case .skipped(let reason, let kind):
                builder.problem(.line(line), reason, kind: kind)
            }
        }
        return builder.result
    }

    /// Whether most of the text's blocks look like GIFT: a `$CATEGORY:` line, a `::title::`, or
    /// an answer block that opens with `=`, `~` or `#` or is `{T}`, `{F}`, `{TRUE}`, `{FALSE}`.
    static func looksLikeGIFT(_ text: String) -> Bool {
        let found = blocks(ImportText.lines(text))
        guard !found.isEmpty else { return false }
        let gifty = found.filter { block in
            let t = block.lines.joined(separator: "\n")
            return t.hasPrefix("$CATEGORY:") || t.trimmingWhitespace.hasPrefix("::")
                || t.range(of: #"\{\s*([=~#]|(T|F|TRUE|FALSE)\s*[}#])"#, options: .regularExpression) != nil
        }
        return gifty.count * 2 >= found.count
    }

    /// Splits lines into question blocks: a blank line ends a block (as in Moodle, even inside
    /// `{…}`, so one unclosed brace cannot swallow the rest of the file); comment lines are
    /// dropped, but their `[tag:…]` markers are kept.
    static func blocks(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var splitter = BlockSplitter()
        for (i, raw) in lines.enumerated() {
            if let block = splitter.take(raw, number: i + 1) { blocks.append(block) }
        }
        if let block = splitter.finish() { blocks.append(block) }
        return blocks
    }

    /// Gathers lines into blocks one line at a time (see ``blocks(_:)``).
    struct BlockSplitter {
        private var current: Block?
        private var tags: [String] = []
        /// The bytes of the block being gathered, so far.
        private(set) var pendingBytes = 0

        /// The most `[tag:…]` markers kept for the next block (only the last difficulty counts).
        static let maxTags = 32

        /// The first line of the block being gathered, if any.
        var pendingLine: Int? { current?.line }

        /// Takes line `number`; returns the block it ends, if any.
        mutating func take(_ raw: String, number: Int) -> Block? {
            let trimmed = raw.trimmingWhitespace
            if trimmed.hasPrefix("//") {
                tags += GIFTFormat.tags(in: trimmed)
                if tags.count > Self.maxTags { tags.removeFirst(tags.count - Self.maxTags) }
                return nil
            }
            if trimmed.isEmpty {
                defer { current = nil }
                pendingBytes = 0
                return current
            }
            if current == nil {
                current = Block(line: number, lines: [], tags: tags)
                tags = []
            }
            current!.lines.append(raw)
            pendingBytes += raw.utf8.count + 1
            return nil
        }

        /// The last block, at the end of the file.
        mutating func finish() -> Block? {
            defer {
                current = nil
                pendingBytes = 0
            }
            return current
        }
    }

    /// The `[tag:x]` values in a comment line.
    static func tags(in comment: String) -> [String] {
        var out: [String] = []
        var rest = Substring(comment)
        while let open = rest.range(of: "[tag:") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { break }
            out.append(String(rest[..<close]).trimmingWhitespace)
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    /// The last part of a category path (`$course$/top/Unit 1` → "Unit 1").
    static func categoryName(_ path: String) -> String? {
        let parts = Escapes.restore(Escapes.protect(path)).split(separator: "/").map { String($0).trimmingWhitespace }
        let named = parts.filter { !$0.isEmpty && !($0.hasPrefix("$") && $0.hasSuffix("$")) && $0.lowercased() != "top" }
        return named.last
    }

    enum Parsed {
        case question(Question)
        case skipped(String, ImportProblem.Kind)
    }

    /// Parses one block (escapes already protected).
    static func parse(_ block: String) -> Parsed {
        var text = Substring(block.trimmingWhitespace)
        if text.hasPrefix("::") {
            let afterOpen = text.dropFirst(2)
            if let close = afterOpen.range(of: "::") {
                text = afterOpen[close.upperBound...].drop(while: \.isWhitespace)
            }
        }
        let (declared, body) = TextFormat.split(String(text))
        let format = declared ?? .moodle
        let open = body.firstIndex(of: "{")
        let close = open.flatMap { o in body[o...].firstIndex(of: "}") } ?? body.firstIndex(of: "}")
        guard let open, let close, open < close else {
            if open == nil && close == nil {
                return .skipped("this is a description (text with no answers), not a question.", .unsupported)
            }
            return .skipped("the answers start with { but have no closing }, or the other way round.", .invalid)
        }
        let before = format.plain(String(body[..<open]))
        let after = format.plain(String(body[body.index(after: close)...]))
        var questionText = before
        if after.contains(where: { $0.isLetter || $0.isNumber }) {
            questionText = before + " _____ " + after
        } else if !after.isEmpty, let last = before.last, !".?!:".contains(last) {
            // "Two plus two equals {=four}." is a blank to fill; other trailing marks (Moodle's
            // own fixture has a stray `";` after a question) are dropped.
            questionText = before + " _____" + after.filter { ".?!".contains($0) }
        }
        var answers = String(body[body.index(after: open)..<close]).trimmingWhitespace
        var general: String?
        if let separator = answers.range(of: "####", options: .backwards) {
            let (own, feedback) = TextFormat.split(String(answers[separator.upperBound...]))
            general = (own ?? format).plain(feedback)
            answers = String(answers[..<separator.lowerBound]).trimmingWhitespace
        }
        return GIFTAnswers(answers: answers, format: format, text: ImportText.clean(questionText), general: general).parse()
    }
}
