/// Reads the `.strings` table format: `"key" = "text";` lines, with `/* … */` and `//`
/// comments, and the escapes `\"`, `\\`, `\n` and `\t` inside quotes.
public enum StringsFile {
    /// A line of a table that does not parse.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// The key and text pairs of `text`, in file order.
    public static func parse(_ text: String) throws -> [(String, String)] {
        var pairs: [(String, String)] = []
        let chars = Array(text.unicodeScalars)
        var i = 0
        var line = 1
        func fail(_ reason: String) -> ParseError { ParseError(line: line, reason: reason) }
        func skipSpaceAndComments() throws {
            while i < chars.count {
                let c = chars[i]
                if c == "\n" {
                    line += 1
                    i += 1
                } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" {
                    i += 1
                } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while i < chars.count, chars[i] != "\n" { i += 1 }
                } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    i += 2
                    while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                        if chars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < chars.count else { throw fail("a comment is not closed") }
                    i += 2
                } else {
                    return
                }
            }
        }
        func quoted() throws -> String {
            guard i < chars.count, chars[i] == "\"" else { throw fail("expected a quoted string") }
            i += 1
            var out = String.UnicodeScalarView()
            while i < chars.count, chars[i] != "\"" {
                if chars[i] == "\n" { throw fail("a string runs past the end of its line") }
                if chars[i] == "\\", i + 1 < chars.count {
                    i += 1
                    switch chars[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "\"": out.append("\"")
                    case "\\": out.append("\\")
                    default: throw fail("unknown escape \\\(chars[i])")
                    }
                } else {
                    out.append(chars[i])
                }
                i += 1
            }
            guard i < chars.count else { throw fail("a string is not closed") }
            i += 1
            return String(out)
        }
        while true {
            try skipSpaceAndComments()
            guard i < chars.count else { break }
            let key = try quoted()
            try skipSpaceAndComments()
            guard i < chars.count, chars[i] == "=" else { throw fail("expected = after \"\(key)\"") }
            i += 1
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            guard i < chars.count, chars[i] == ";" else { throw fail("expected ; after the text of \"\(key)\"") }
            i += 1
            pairs.append((key, value))
        }
        return pairs
    }
}
