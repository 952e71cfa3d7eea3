import EarshotCore

/// The text formats' input, a line at a time from a ``ByteSource``, so that a big GIFT, Aiken,
/// CSV or OpenTriviaQA file never sits in memory whole; only the line being read does.
///
/// Lines end at LF, CRLF or a lone CR (as ``ImportText/lines(_:)``: the last line is returned
/// even when empty). Each line is decoded on its own as ``TextDecoding`` decodes a whole file
/// (a line break is never part of a UTF-8 sequence, so the result is the same), with the
/// byte-order mark dropped from the first line only. Each line is checked for accents stacked
/// on one letter as it arrives, and the import's time limit every thousand lines. The scan is
/// linear: each byte is looked at once, and a line longer than ``maxLineBytes`` stops the
/// import where it passes the limit, so a huge line never sits in memory.
struct LineReader {
    let source: ByteSource
    let deadline: ImportDeadline?
    /// The 1-based number of the line last returned.
    private(set) var number = 0
    private var done = false
    private var bytes: [UInt8] = []

    init(_ source: ByteSource, deadline: ImportDeadline? = nil) {
        self.source = source
        self.deadline = deadline
    }

    /// The next line and the break that ended it (`"\n"`, `"\r\n"`, `"\r"`, or `""` for the
    /// last line); `nil` after the last line.
    mutating func next() throws -> (text: String, terminator: String)? {
        guard !done else { return nil }
        bytes.removeAll(keepingCapacity: true)
        var terminator = ""
        scan: while true {
            if source.start == source.end {
                guard try source.refill() else {
                    done = true
                    break scan
                }
            }
            let (from, end) = (source.start, source.end)
            let stop: Int = source.buffer.withUnsafeBufferPointer { p in
                var i = from
                while i < end, p[i] != 0x0A, p[i] != 0x0D { i += 1 }
                return i
            }
            if stop > from {
                guard bytes.count + (stop - from) <= Self.maxLineBytes else { throw Self.tooLong(line: number + 1) }
                bytes.append(contentsOf: source.buffer[from..<stop])
            }
            source.start = stop
            guard stop < end else { continue }
            let b = source.buffer[stop]
            source.start += 1
            if b == 0x0A {
                terminator = "\n"
            } else if try source.peek() == 0x0A {
                source.start += 1
                terminator = "\r\n"
            } else {
                terminator = "\r"
            }
            break scan
        }
        number += 1
        if number & 1023 == 0 { try deadline?.check() }
        let text = TextDecoding.decode(bytes, dropByteOrderMark: number == 1)
        if bytes.contains(where: { $0 >= 0xCC }) {
            let marks = ImportText.longestMarkRun(text)
            if marks.run > ImportText.maxMarkRun {
                throw ImportError(
                    "Line \(number) has \(marks.run) accents stacked on one letter; real text has a few at most, so this is not a question file Earshot can read (invalid data). Nothing was imported."
                )
            }
        }
        return (text, terminator)
    }

    /// The longest line read, in bytes (64 KB): a question file's lines are far shorter (a
    /// question's text takes at most ``ExternalText/Limit/question`` characters), and a line
    /// is never kept beyond this, however long it goes on.
    static let maxLineBytes = 64 * 1024

    /// The error for line `line`, longer than ``maxLineBytes``.
    static func tooLong(line: Int) -> ImportError {
        ImportError(
            "Line \(line) is longer than \(ImportLimits.describe(bytes: maxLineBytes)), and no question needs that much (a question's text takes at most \(ImportFieldRules.grouped(ExternalText.Limit.question)) characters), so this is not a question file Earshot can read. Nothing was imported."
        )
    }

    /// The error for the question that starts on line `line`, whose lines together hold more
    /// than ``maxLineBytes`` (a question block with no end, or thousands of options).
    static func questionTooLong(startingAt line: Int) -> ImportError {
        ImportError(
            "The question that starts on line \(line) runs on for more than \(ImportLimits.describe(bytes: maxLineBytes)) without ending, and no question needs that much, so this is not a question file Earshot can read. Nothing was imported."
        )
    }

    /// Calls `body` with each line and its 1-based number.
    mutating func forEach(_ body: (String, Int) throws -> Void) throws {
        while let (text, _) = try next() { try body(text, number) }
    }
}
