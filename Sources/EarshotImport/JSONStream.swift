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
    /// The source's chunk being read, and the unread part of it (`start..<end`). The stream
    /// keeps them itself: as fields of a value they cost nothing to read and move, where the
    /// source's (a class's) are checked for overlapping access at run time, byte after byte.
    var buffer: [UInt8]
    var start: Int
    var end: Int
    /// The 1-based line of the next byte.
    private(set) var line = 1
    static let maxDepth = 64
    /// The longest string kept, in bytes: no question's field needs more (see
    /// ``ExternalText/Limit``), and a huge one never sits in memory.
    static let maxStringBytes = 64 * 1024
    /// The most items a list or fields an object inside one value may hold (a question, a
    /// pack's categories): no question needs more, and a million tiny ones would take many
    /// times their size in memory.
    static let maxItems = 10_000
    /// The bytes of the string or number being read.
    var scratch: [UInt8] = []

    init(_ source: ByteSource) {
        self.source = source
        buffer = source.buffer
        start = source.start
        end = source.end
    }

    /// Reads the source's next chunk; `false` at the end. Throws when the size limit is passed.
    mutating func refill() throws -> Bool {
        start = end
        source.start = end
        // Let go of the chunk, so the source refills its buffer in place rather than a copy.
        buffer = []
        let more = try source.refill()
        buffer = source.buffer
        start = source.start
        end = source.end
        return more
    }

    /// The next byte without taking it, or `nil` at the end.
    @inline(__always) mutating func peek() throws -> UInt8? {
        if start < end { return buffer[start] }
        return try refill() ? buffer[start] : nil
    }

    /// Takes the next byte, or `nil` at the end.
    @inline(__always) mutating func next() throws -> UInt8? {
        if start < end {
            defer { start += 1 }
            return buffer[start]
        }
        guard try refill() else { return nil }
        start = 1
        return buffer[0]
    }

    func fail(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(line: line, reason: reason) }

    /// Skips white space; returns the next byte (not taken), or `nil` at the end.
    /// It walks the chunk with a local index, as ``readString()`` does.
    mutating func skipSpace() throws -> UInt8? {
        while true {
            var i = start
            let end = self.end
            var lines = 0
            let found: UInt8? = buffer.withUnsafeBufferPointer { p in
                while i < end {
                    switch p[i] {
                    case 0x20, 0x09, 0x0D: i += 1
                    case 0x0A:
                        lines += 1
                        i += 1
                    default: return p[i]
                    }
                }
                return nil
            }
            start = i
            line += lines
            if let found { return found }
            guard try refill() else { return nil }
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard try skipSpace() == byte else { throw fail(describeUnexpected(expected: what)) }
        start += 1
    }

    func describeUnexpected(expected: String) -> String {
        guard start < end else { return "the file ends where \(expected) should come (is it cut short?)" }
        let b = buffer[start]
        let shown = b >= 0x21 && b < 0x7F ? "\"\(Character(Unicode.Scalar(b)))\"" : String(format: "byte 0x%02X", b)
        return "\(expected) should come here, not \(shown)"
    }

    /// Reads the elements of the array that starts at the next byte, calling `element` with
    /// each one's 0-based index.
    mutating func forEachElement(_ element: (inout JSONStream, Int) throws -> Void) throws {
        try expect(UInt8(ascii: "["), "a list")
        if try skipSpace() == UInt8(ascii: "]") {
            start += 1
            return
        }
        var index = 0
        while true {
            try element(&self, index)
            index += 1
            guard let b = try skipSpace() else { throw fail("the file ends inside a list (is it cut short?)") }
            start += 1
            if b == UInt8(ascii: "]") { return }
            guard b == UInt8(ascii: ",") else {
                start -= 1
                throw fail(describeUnexpected(expected: "a comma or the end of the list"))
            }
        }
    }

    /// Reads the fields of the object that starts at the next byte, calling `field` with each
    /// key; `field` must read the value.
    mutating func forEachField(_ field: (inout JSONStream, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"), "an object")
        if try skipSpace() == UInt8(ascii: "}") {
            start += 1
            return
        }
        while true {
            guard try skipSpace() == UInt8(ascii: "\"") else { throw fail(describeUnexpected(expected: "a field name in quotes")) }
            let key = try readString()
            try expect(UInt8(ascii: ":"), "a colon")
            try field(&self, key)
            guard let b = try skipSpace() else { throw fail("the file ends inside an object (is it cut short?)") }
            start += 1
            if b == UInt8(ascii: "}") { return }
            guard b == UInt8(ascii: ",") else {
                start -= 1
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
            try forEachField { stream, key in
                guard fields.count < Self.maxItems else { throw stream.fail("an object has more than \(Self.maxItems) fields") }
                fields[key] = try stream.readValue(depth: depth + 1)
            }
            return .object(fields)
        case UInt8(ascii: "["):
            var items: [JSONValue] = []
            try forEachElement { stream, index in
                guard index < Self.maxItems else { throw stream.fail("a list inside a value has more than \(Self.maxItems) items") }
                items.append(try stream.readValue(depth: depth + 1))
            }
            return .array(items)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw fail(describeUnexpected(expected: "a value"))
        }
    }

    /// Skips one whole value without keeping it (a list of any length is walked, not kept).
    mutating func skipValue(depth: Int = 0) throws {
        guard depth < Self.maxDepth else { throw fail("the JSON is nested more than \(Self.maxDepth) levels deep") }
        switch try skipSpace() {
        case UInt8(ascii: "{")?: try forEachField { stream, _ in try stream.skipValue(depth: depth + 1) }
        case UInt8(ascii: "[")?: try forEachElement { stream, _ in try stream.skipValue(depth: depth + 1) }
        default: _ = try readValue(depth: depth)
        }
    }
}
