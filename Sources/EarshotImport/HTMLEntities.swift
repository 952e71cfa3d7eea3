import EarshotCore

/// Decodes HTML character references: every HTML5 named reference (`&eacute;`, `&rsquo;`,
/// `&NotEqualTilde;` …, from the generated ``table``), decimal (`&#039;`) and hexadecimal
/// (`&#x2019;`) ones. It follows the HTML standard's rules, as Python's `html.unescape` does:
/// the legacy names that HTML accepts without `;` (`&amp`, `&eacute`) are decoded too, numeric
/// references in the 0x80–0x9F range mean their Windows-1252 characters, and text that is not a
/// reference (`AT&T`, `Science & Nature`) is left as it is. Each reference is decoded once, so
/// `&amp;quot;` becomes `&quot;`, not `"`.
public enum HTMLEntities {
    /// The decoded names (`"eacute;"`, `"amp"`) and their text.
    static let names: [String: String] = {
        var map: [String: String] = [:]
        map.reserveCapacity(2300)
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2 else { continue }
            var value = ""
            for hex in parts.dropFirst() {
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { value.unicodeScalars.append(scalar) }
            }
            map[String(parts[0])] = value
        }
        return map
    }()

    /// The longest name in the table, with its `;`.
    static let longestName = 32

    /// `text` with every character reference replaced by the text it stands for.
    public static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "&", i + 1 < scalars.count else {
                out.append(c)
                i += 1
                continue
            }
            if let (value, length) = reference(in: scalars, at: i) {
                out.append(contentsOf: value.unicodeScalars)
                i += length
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// The reference starting at `start` (an `&`): its text and how many scalars it spans.
    private static func reference(in s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var i = start + 1
        if s[i] == "#" {
            i += 1
            var radix = 10
            if i < s.count, s[i] == "x" || s[i] == "X" {
                radix = 16
                i += 1
            }
            let digitsStart = i
            while i < s.count, s[i].properties.isASCIIHexDigit, radix == 16 || ("0"..."9").contains(s[i]) { i += 1 }
            guard i > digitsStart else { return nil }
            let digits = String(String.UnicodeScalarView(s[digitsStart..<i]))
            if i < s.count, s[i] == ";" { i += 1 }
            let number = UInt32(digits, radix: radix) ?? UInt32.max
            return (numeric(number), i - start)
        }
        // A name: up to 32 characters that are not white space, `<`, `&`, `#` or `;`, then an
        // optional `;`. The longest prefix that is a known name wins (`&notit;` is `¬it;`).
        var end = i
        while end < s.count, end - i < longestName, !stops(s[end]) { end += 1 }
        if end < s.count, s[end] == ";" { end += 1 }
        guard end > i else { return nil }
        var length = end - i
        while length >= 2 {
            let candidate = String(String.UnicodeScalarView(s[i..<(i + length)]))
            if let value = names[candidate] { return (value, length + 1) }
            length -= 1
        }
        return nil
    }

    private static func stops(_ c: Unicode.Scalar) -> Bool {
        c == "\t" || c == "\n" || c == "\u{0C}" || c == " " || c == "<" || c == "&" || c == "#" || c == ";"
    }

    /// The text of a numeric reference, with the HTML standard's replacements.
    static func numeric(_ number: UInt32) -> String {
        if number == 0 || (0xD800...0xDFFF).contains(number) || number > 0x10FFFF { return "\u{FFFD}" }
        if number == 0x0D { return "\r" }
        if (0x80...0x9F).contains(number), let mapped = Windows1252.scalar(for: UInt8(number)) {
            return String(Character(mapped))
        }
        guard let scalar = Unicode.Scalar(number) else { return "\u{FFFD}" }
        return String(Character(scalar))
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as references, the way the Open Trivia
    /// Database encodes its text (other characters stay as they are, in UTF-8).
    public static func encode(_ text: String) -> String { MarkupEscape.escaped(text) }
}
