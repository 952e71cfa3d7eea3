import EarshotCore
import Foundation

/// The Windows-1252 code page: Latin-1 plus typographic characters in 0x80–0x9F.
enum Windows1252 {
    private static let high: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The character a Windows-1252 byte stands for (`nil` for the five undefined bytes).
    static func scalar(for byte: UInt8) -> Unicode.Scalar? {
        if byte < 0x80 || byte >= 0xA0 { return Unicode.Scalar(byte) }
        let v = high[Int(byte - 0x80)]
        return v == 0 ? nil : Unicode.Scalar(v)
    }
}

/// Turns file bytes into text without ever failing: valid UTF-8 is read as UTF-8, and every byte
/// that is not part of a valid UTF-8 sequence is read as Windows-1252. Files that mix the two,
/// even within one line (as OpenTriviaQA's do), come out right. A leading byte-order mark is
/// dropped.
public enum TextDecoding {
    /// The text of `data`.
    public static func decode(_ data: Data) -> String {
        decode([UInt8](data))
    }

    /// The text of `bytes`.
    public static func decode(_ bytes: [UInt8]) -> String { decode(bytes, dropByteOrderMark: true) }

    /// The text of `bytes`, with a leading byte-order mark dropped or kept.
    static func decode(_ bytes: [UInt8], dropByteOrderMark: Bool) -> String {
        var start = 0
        if dropByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if !bytes[start...].contains(where: { $0 >= 0x80 }) {
            return String(decoding: bytes[start...], as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                out.append(b)
                i += 1
                continue
            }
            let length = validSequenceLength(bytes, at: i)
            if length > 0 {
                out.append(contentsOf: bytes[i..<(i + length)])
                i += length
            } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x3F {
                // A right double quote whose last byte was replaced by "?" (seen in OpenTriviaQA).
                out.append(contentsOf: Array("\u{201D}".utf8))
                i += 3
            } else {
                let scalar = Windows1252.scalar(for: b) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The length of the valid UTF-8 sequence of two to four bytes at `i`, or 0.
    static func validSequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let b = bytes[i]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return 0
        }
        guard i + length <= bytes.count else { return 0 }
        guard (low...high).contains(bytes[i + 1]) else { return 0 }
        for j in 2..<length where !(0x80...0xBF).contains(bytes[i + j]) { return 0 }
        return length
    }
}

/// Small text helpers shared by the importers.
public enum ImportText {
    /// The lines of `text`, split at LF, CRLF or a lone CR (and nothing else: a stray NEL or
    /// U+2028 stays inside its line).
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for ch in text {
            if ch == "\n" || ch == "\r\n" || ch == "\r" {
                lines.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` with every run of white space (spaces, tabs, line breaks) made one space, none
    /// at either end, and the direction marks and invisible characters of ``ExternalText``'s
    /// rule (soft hyphens, zero-width spaces, U+202E) dropped: question text is spoken, so layout
    /// carries no meaning. Control characters stay, for the import's checks to find.
    static func clean(_ text: String) -> String {
        if let ascii = cleanASCII(text) { return ascii }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for ch in text {
            if ch.unicodeScalars.allSatisfy({
                let kind = ExternalText.kind(of: $0)
                return kind == .direction || kind == .invisible
            }) {
                continue
            }
            if ch.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(ch)
            }
        }
        return out
    }
}

extension ImportText {
    /// ``clean(_:)`` for text that is all ASCII (most of it), byte by byte; `nil` when the text
    /// has other characters.
    static func cleanASCII(_ text: String) -> String? {
        var text = text
        enum Outcome { case unchanged, notASCII, cleaned(String) }
        let outcome: Outcome = text.withUTF8 { bytes in
            var needsWork = false
            var previousSpace = true
            for b in bytes {
                if b >= 0x80 { return .notASCII }
                let space = b == 0x20 || (b >= 0x09 && b <= 0x0D)
                if space, previousSpace || b != 0x20 { needsWork = true }
                previousSpace = space
            }
            if previousSpace, !bytes.isEmpty { needsWork = true }
            guard needsWork else { return .unchanged }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pending = false
            for b in bytes {
                if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                    pending = !out.isEmpty
                } else {
                    if pending { out.append(0x20) }
                    pending = false
                    out.append(b)
                }
            }
            return .cleaned(String(decoding: out, as: UTF8.self))
        }
        switch outcome {
        case .unchanged: return text
        case .notASCII: return nil
        case .cleaned(let cleaned): return cleaned
        }
    }
}

extension Substring {
    /// The text without leading and trailing white space.
    var trimmingWhitespace: String { String(self).trimmingWhitespace }
}
