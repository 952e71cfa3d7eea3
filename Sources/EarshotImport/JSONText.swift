import EarshotCore

/// A JSON value with its keys in a fixed order, written with two-space indentation so exports
/// are stable and read like the built-in packs.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case int(Int)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// The value as JSON text; `inline` arrays of strings stay on one line.
    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): return Self.quote(s)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { pad + $0.render(indent: indent + 1) }.joined(separator: ",\n") + "\n" + closePad + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { pad + Self.quote($0.0) + ": " + $0.1.render(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + closePad + "}"
        }
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String { JSONEscape.quoted(s) }
}
