/// Splits CSV text into records (RFC 4180): fields separated by a delimiter, optionally in
/// double quotes, where `""` is a quote and line breaks are kept. Each record carries the line
/// it starts on. Blank lines are skipped. The text comes in a line at a time (``feed(_:)``),
/// so a big file is split as it is read; ``init(_:delimiter:)`` splits a whole text.
struct CSVReader {
    struct Record {
        var line: Int
        var fields: [String]
        /// A quoted cell of this record never closes (it runs to the end of the file).
        var unclosed = false
    }

    /// The records split so far (by ``init(_:delimiter:)``); ``feed(_:)`` hands them out
    /// instead.
    var records: [Record] = []
    /// The line where a quoted field starts that is never closed, if any (known at the end).
    var unclosedQuoteLine: Int?

    let delimiter: Character
    private var line = 1
    private var recordLine = 1
    private var fields: [String] = []
    private var field = ""
    private var quoted = false
    private var quoteStart = 0
    private var atFieldStart = true

    init(delimiter: Character) { self.delimiter = delimiter }

    /// Whether the text fed so far ends inside a quoted cell (its record goes on).
    var isInsideQuotes: Bool { quoted }

    /// The line where the record being read starts.
    var recordStartLine: Int { recordLine }

    /// Splits the whole of `text`.
    init(_ text: String, delimiter: Character) {
        self.init(delimiter: delimiter)
        var all = feed(text)
        if let last = finish() { all.append(last) }
        if unclosedQuoteLine != nil, !all.isEmpty { all[all.count - 1].unclosed = true }
        records = all
    }

    /// Reads `text` (a line with its line break, or any piece that ends at a line break or at
    /// the end of the file) and returns the records it completes.
    mutating func feed(_ text: String) -> [Record] {
        var done: [Record] = []
        var chars = text.makeIterator()
        var lookahead: Character? = chars.next()
        while let ch = lookahead {
            lookahead = chars.next()
            let isBreak = ch == "\n" || ch == "\r\n" || ch == "\r"
            if quoted {
                if ch == "\"" {
                    if lookahead == "\"" {
                        field.append("\"")
                        lookahead = chars.next()
                    } else {
                        quoted = false
                    }
                } else {
                    if isBreak { line += 1 }
                    field.append(ch)
                }
                continue
            }
            if isBreak {
                if let record = endRecord() { done.append(record) }
                line += 1
                recordLine = line
                continue
            }
            if ch == delimiter {
                fields.append(field)
                field = ""
                atFieldStart = true
                continue
            }
            if ch == "\"", atFieldStart, field.allSatisfy({ $0 == " " }) {
                field = ""
                quoted = true
                quoteStart = line
                atFieldStart = false
                continue
            }
            atFieldStart = false
            field.append(ch)
        }
        return done
    }

    /// Ends the text: returns the last record, if any. When a quoted field never closed,
    /// ``unclosedQuoteLine`` says where it started (the caller marks its last record).
    mutating func finish() -> Record? {
        let last = endRecord()
        if quoted { unclosedQuoteLine = quoteStart }
        return last
    }

    private mutating func endRecord() -> Record? {
        fields.append(field)
        defer {
            fields = []
            field = ""
            atFieldStart = true
        }
        if !(fields.count == 1 && fields[0].trimmingWhitespace.isEmpty) {
            return Record(line: recordLine, fields: fields)
        }
        return nil
    }

    /// The delimiter a header line uses: the most frequent of comma, semicolon and tab.
    static func delimiter(of header: String) -> Character {
        let counts: [(Character, Int)] = [",", ";", "\t"].map { d in (d, header.filter { $0 == d }.count) }
        return counts.max { $0.1 < $1.1 }.flatMap { $0.1 > 0 ? $0.0 : nil } ?? ","
    }
}
