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

    /// `text` with every character reference replaced by the text it stands for. It works on
    /// the UTF-8 bytes: a reference is ASCII, and the text between references is copied whole.
    public static func decode(_ text: String) -> String {
        var text = text
        let decoded: String? = text.withUTF8 { s in
            guard s.contains(UInt8(ascii: "&")) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(s.count)
            var i = 0
            while i < s.count {
                // Copy the run up to the next `&` in one go.
                var next = i
                while next < s.count, s[next] != UInt8(ascii: "&") { next += 1 }
                if next > i { out.append(contentsOf: UnsafeBufferPointer(rebasing: s[i..<next])) }
                i = next
                guard i < s.count else { break }
                if i + 1 < s.count, let length = reference(in: s, at: i, into: &out) {
                    i += length
                } else {
                    out.append(UInt8(ascii: "&"))
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return decoded ?? text
    }

    /// Decodes the reference starting at `start` (an `&`, with at least one byte after it)
    /// into `out`; returns how many bytes it spans, or `nil` (and adds nothing) when there is
    /// no reference there.
    private static func reference(in s: UnsafeBufferPointer<UInt8>, at start: Int, into out: inout [UInt8]) -> Int? {
        var i = start + 1
        if s[i] == UInt8(ascii: "#") {
            i += 1
            var radix: UInt32 = 10
            if i < s.count, s[i] == UInt8(ascii: "x") || s[i] == UInt8(ascii: "X") {
                radix = 16
                i += 1
            }
            let digitsStart = i
            // Past 0x10FFFF the number only needs to stay too big, so it stops growing there.
            var number: UInt32 = 0
            while i < s.count, let digit = digitValue(s[i], radix: radix) {
                number = Swift.min(number * radix + digit, 0x11_0000)
                i += 1
            }
            guard i > digitsStart else { return nil }
            if i < s.count, s[i] == UInt8(ascii: ";") { i += 1 }
            out.append(contentsOf: numeric(number).utf8)
            return i - start
        }
        // A name: up to 32 characters that are not white space, `<`, `&`, `#` or `;`, then an
        // optional `;`. The longest prefix that is a known name wins (`&notit;` is `¬it;`).
        // Every name is ASCII, so the run stops at the first byte that is not: no candidate
        // that reached past it could be a name.
        var end = i
        while end < s.count, end - i < longestName, s[end] < 0x80, !stops(s[end]) { end += 1 }
        if end < s.count, s[end] == UInt8(ascii: ";") { end += 1 }
        guard end > i else { return nil }
        var length = end - i
        while length >= 2 {
            let candidate = String(decoding: UnsafeBufferPointer(rebasing: s[i..<(i + length)]), as: UTF8.self)
            if let value = names[candidate] {
                out.append(contentsOf: value.utf8)
                return length + 1
            }
            length -= 1
        }
        return nil
    }

    /// The value of the digit `b` in `radix` (10 or 16), or `nil` when it is not one.
    private static func digitValue(_ b: UInt8, radix: UInt32) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func stops(_ b: UInt8) -> Bool {
        b == 0x09 || b == 0x0A || b == 0x0C || b == 0x20 || b == UInt8(ascii: "<") || b == UInt8(ascii: "&")
            || b == UInt8(ascii: "#") || b == UInt8(ascii: ";")
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
