/// A JSON string literal, written by hand where an encoder is too slow or would reorder keys:
/// the bulk import's answer lists (millions of them) and the exports' fixed-order JSON. The
/// escapes are the ones JSONEncoder and every JSON reader accept: `\"`, `\\`, `\n`, `\r`, `\t`,
/// and `\u00XX` for the other control characters; everything else is copied as UTF-8.
public enum JSONEscape {
    /// Appends `text` as a quoted JSON string to `out`, as UTF-8 bytes.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        let hex: StaticString = "0123456789abcdef"
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Runs of bytes that need no escape (nearly all of them) are copied whole.
            var runStart = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if i > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                runStart = i + 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(byte)
                case 0x0A:
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "n"))
                case 0x0D:
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "r"))
                case 0x09:
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "t"))
                default:
                    out.append(contentsOf: [
                        UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                        hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0x0F)],
                    ])
                }
            }
            if bytes.count > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `list` as a JSON array of strings, with no spaces, to `out`.
    public static func appendArray(_ list: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, text) in list.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(text, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `text` as a quoted JSON string.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `list` as a JSON array of strings, with no spaces.
    public static func array(_ list: [String]) -> String {
        var out: [UInt8] = []
        appendArray(list, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
