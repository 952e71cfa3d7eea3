import Foundation

/// The scalars of JSON: literals, numbers and strings (with their escapes), each within its
/// size limit.
extension JSONStream {
    mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in bytes {
            guard try next() == expected else { throw fail("\"\(word)\" is misspelt") }
        }
        return value
    }

    mutating func readNumber() throws -> JSONValue {
        scratch.removeAll(keepingCapacity: true)
        while let b = try peek(),
            b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
        {
            scratch.append(b)
            start += 1
            if scratch.count > 64 { throw fail("a number is too long") }
        }
        guard let d = Double(String(decoding: scratch, as: UTF8.self)) else { throw fail("a number is not written right") }
        return .number(d)
    }

    /// Reads a string whose opening quote is the next byte.
    mutating func readString() throws -> String {
        start += 1  // the opening quote
        scratch.removeAll(keepingCapacity: true)
        while true {
            // Copy the plain run up to the next quote, backslash or control byte in one go.
            var i = start
            let end = self.end
            let stop: Int = buffer.withUnsafeBufferPointer { p in
                while i < end {
                    let b = p[i]
                    if b == 0x22 || b == 0x5C || b < 0x20 { break }
                    i += 1
                }
                return i
            }
            if stop > start {
                guard scratch.count + (stop - start) <= Self.maxStringBytes else {
                    throw fail(
                        "a text is longer than \(ImportLimits.describe(bytes: Self.maxStringBytes)), and no question needs that much")
                }
                scratch.append(contentsOf: buffer[start..<stop])
                start = stop
            }
            if stop == end {
                guard try refill() else { throw fail("the file ends inside a string (is it cut short?)") }
                continue
            }
            guard let b = try next() else { throw fail("the file ends inside a string (is it cut short?)") }
            switch b {
            case 0x22:
                return String(decoding: scratch, as: UTF8.self)
            case 0x5C:
                try readEscape()
                if scratch.count > Self.maxStringBytes {
                    throw fail(
                        "a text is longer than \(ImportLimits.describe(bytes: Self.maxStringBytes)), and no question needs that much")
                }
            default:
                throw fail(
                    "a string holds a control character (byte 0x\(String(b, radix: 16, uppercase: true))), which JSON does not allow")
            }
        }
    }

    mutating func readEscape() throws {
        guard let e = try next() else { throw fail("the file ends inside a string (is it cut short?)") }
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                guard try next() == UInt8(ascii: "\\"), try next() == UInt8(ascii: "u") else {
                    throw fail("a \\u escape is half of a pair with no second half")
                }
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail("a \\u escape pair is not valid") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw fail("a string has an unknown escape \\\(Character(Unicode.Scalar(e)))")
        }
    }

    mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let h = try next(), let d = Character(Unicode.Scalar(h)).hexDigitValue else {
                throw fail("a \\u escape needs four hex digits")
            }
            v = v * 16 + UInt32(d)
        }
        return v
    }
}
