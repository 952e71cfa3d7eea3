/// Splits CSV text into records (RFC 4180): fields separated by a delimiter, optionally in
/// double quotes, where `""` is a quote and line breaks are kept. Each record carries the line
/// it starts on. Blank lines are skipped.
struct CSVReader {
    struct Record {
        var line: Int
        var fields: [String]
        /// A quoted cell of this record never closes (it runs to the end of the file).
        var unclosed = false
    }

    var records: [Record] = []
    /// The line where a quoted field starts that is never closed, if any.
    var unclosedQuoteLine: Int?

    init(_ text: String, delimiter: Character) {
        var line = 1
        var recordLine = 1
        var fields: [String] = []
        var field = ""
        var quoted = false
        var quoteStart = 0
        var atFieldStart = true

        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].trimmingWhitespace.isEmpty) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields = []
            field = ""
            atFieldStart = true
        }

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
                endRecord()
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
        endRecord()
        if quoted {
            unclosedQuoteLine = quoteStart
            if !records.isEmpty { records[records.count - 1].unclosed = true }
        }
    }

    /// The delimiter a header line uses: the most frequent of comma, semicolon and tab.
    static func delimiter(of header: String) -> Character {
        let counts: [(Character, Int)] = [",", ";", "\t"].map { d in (d, header.filter { $0 == d }.count) }
        return counts.max { $0.1 < $1.1 }.flatMap { $0.1 > 0 ? $0.0 : nil } ?? ","
    }
}
