/// A JSON value read by ``JSONStream``.
enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

/// JSON that is broken, with the line where it breaks.
struct JSONSyntaxError: Error {
    var line: Int
    var reason: String
}

/// Reads JSON from a ``ByteSource`` a value at a time: a file's top-level object field by
/// field, and the big arrays in it (an Open Trivia Database `results` list, a pack's
/// `questions`) element by element, so a file of a million questions never sits in memory
/// whole. Strict JSON (RFC 8259); nesting is limited so hostile input cannot exhaust the stack.
struct JSONStream {
    let source: ByteSource
    /// The 1-based line of the next byte.
    private(set) var line = 1
    static let maxDepth = 64
    private var scratch: [UInt8] = []

    init(_ source: ByteSource) { self.source = source }

    func fail(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(line: line, reason: reason) }

    /// Skips white space; returns the next byte (not taken), or `nil` at the end.
    mutating func skipSpace() throws -> UInt8? {
        while let b = try source.peek() {
            switch b {
            case 0x20, 0x09, 0x0D: source.start += 1
            case 0x0A:
                line += 1
                source.start += 1
            default: return b
            }
        }
        return nil
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard try skipSpace() == byte else { throw fail(describeUnexpected(expected: what)) }
        source.start += 1
    }

    func describeUnexpected(expected: String) -> String {
        guard source.start < source.end else { return "the file ends where \(expected) should come (is it cut short?)" }
        let b = source.buffer[source.start]
        let shown = b >= 0x21 && b < 0x7F ? "\"\(Character(Unicode.Scalar(b)))\"" : String(format: "byte 0x%02X", b)
        return "\(expected) should come here, not \(shown)"
    }

    /// Reads the elements of the array that starts at the next byte, calling `element` with
    /// each one's 0-based index.
    mutating func forEachElement(_ element: (inout JSONStream, Int) throws -> Void) throws {
        try expect(UInt8(ascii: "["), "a list")
        if try skipSpace() == UInt8(ascii: "]") {
            source.start += 1
            return
        }
        var index = 0
        while true {
            try element(&self, index)
            index += 1
            guard let b = try skipSpace() else { throw fail("the file ends inside a list (is it cut short?)") }
            source.start += 1
            if b == UInt8(ascii: "]") { return }
            guard b == UInt8(ascii: ",") else {
                source.start -= 1
                throw fail(describeUnexpected(expected: "a comma or the end of the list"))
            }
        }
    }

    /// Reads the fields of the object that starts at the next byte, calling `field` with each
    /// key; `field` must read the value.
    mutating func forEachField(_ field: (inout JSONStream, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"), "an object")
        if try skipSpace() == UInt8(ascii: "}") {
            source.start += 1
            return
        }
        while true {
            guard try skipSpace() == UInt8(ascii: "\"") else { throw fail(describeUnexpected(expected: "a field name in quotes")) }
            let key = try readString()
            try expect(UInt8(ascii: ":"), "a colon")
            try field(&self, key)
            guard let b = try skipSpace() else { throw fail("the file ends inside an object (is it cut short?)") }
            source.start += 1
            if b == UInt8(ascii: "}") { return }
            guard b == UInt8(ascii: ",") else {
                source.start -= 1
                throw fail(describeUnexpected(expected: "a comma or the end of the object"))
            }
        }
    }

    /// Checks nothing but white space is left.
    mutating func expectEnd() throws {
        if try skipSpace() != nil { throw fail("more data follows the end of the JSON") }
    }

    /// Reads one whole value.
    mutating func readValue(depth: Int = 0) throws -> JSONValue {
        guard depth < Self.maxDepth else { throw fail("the JSON is nested more than \(Self.maxDepth) levels deep") }
        guard let b = try skipSpace() else { throw fail("the file ends where a value should come (is it cut short?)") }
        switch b {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            var fields: [String: JSONValue] = [:]
            try forEachField { stream, key in fields[key] = try stream.readValue(depth: depth + 1) }
            return .object(fields)
        case UInt8(ascii: "["):
            var items: [JSONValue] = []
            try forEachElement { stream, _ in items.append(try stream.readValue(depth: depth + 1)) }
            return .array(items)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw fail(describeUnexpected(expected: "a value"))
        }
    }

    /// Skips one whole value without keeping it.
    mutating func skipValue() throws { _ = try readValue() }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in bytes {
            guard try source.next() == expected else { throw fail("\"\(word)\" is misspelt") }
        }
        return value
    }

    private mutating func readNumber() throws -> JSONValue {
        scratch.removeAll(keepingCapacity: true)
        while let b = try source.peek(),
            b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
        {
            scratch.append(b)
            source.start += 1
            if scratch.count > 64 { throw fail("a number is too long") }
        }
        guard let d = Double(String(decoding: scratch, as: UTF8.self)) else { throw fail("a number is not written right") }
        return .number(d)
    }

    /// Reads a string whose opening quote is the next byte.
    mutating func readString() throws -> String {
        source.start += 1  // the opening quote
        scratch.removeAll(keepingCapacity: true)
        while true {
            // Copy the plain run up to the next quote, backslash or control byte in one go.
            var i = source.start
            let end = source.end
            let stop: Int = source.buffer.withUnsafeBufferPointer { p in
                while i < end {
                    let b = p[i]
                    if b == 0x22 || b == 0x5C || b < 0x20 { break }
                    i += 1
                }
                return i
            }
            if stop > source.start {
                scratch.append(contentsOf: source.buffer[source.start..<stop])
                source.start = stop
            }
            if stop == end {
                guard try source.refill() else { throw fail("the file ends inside a string (is it cut short?)") }
                continue
            }
            guard let b = try source.next() else { throw fail("the file ends inside a string (is it cut short?)") }
            switch b {
            case 0x22:
                return String(decoding: scratch, as: UTF8.self)
            case 0x5C:
                try readEscape()
            default:
                throw fail(
                    "a string holds a control character (byte 0x\(String(b, radix: 16, uppercase: true))), which JSON does not allow")
            }
        }
    }

    private mutating func readEscape() throws {
        guard let e = try source.next() else { throw fail("the file ends inside a string (is it cut short?)") }
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
                guard try source.next() == UInt8(ascii: "\\"), try source.next() == UInt8(ascii: "u") else {
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

    private mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let h = try source.next(), let d = Character(Unicode.Scalar(h)).hexDigitValue else {
                throw fail("a \\u escape needs four hex digits")
            }
            v = v * 16 + UInt32(d)
        }
        return v
    }
}
