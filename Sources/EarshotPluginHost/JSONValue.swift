import EarshotCore
import Foundation

/// Any JSON value: a plugin's opaque state, a raw reply, or a message being checked.
public enum JSONValue: Codable, Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? c.decode(Int64.self) {
            self = .integer(i)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let i): try c.encode(i)
        case .number(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The value with every string passed through `transform` (object keys stay).
    public func mapStrings(_ transform: (String) -> String) -> JSONValue {
        switch self {
        case .string(let s): return .string(transform(s))
        case .array(let a): return .array(a.map { $0.mapStrings(transform) })
        case .object(let o): return .object(o.mapValues { $0.mapStrings(transform) })
        default: return self
        }
    }

    /// One line of JSON, keys sorted.
    public func line() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Any encodable value as a `JSONValue`.
    public static func from<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// Decodes this value as `T`.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(self))
    }
}

extension String {
    /// The text under ``ExternalText``'s rule, safe to show on a terminal, to say and to keep:
    /// terminal escape sequences removed whole, every other control character and every white
    /// space control made a space, direction marks and invisible characters dropped; cut to
    /// `limit` characters.
    func plain(limit: Int = 10_000) -> String {
        var out = String.UnicodeScalarView()
        // Terminal escape sequences (colours, titles, cursor moves) go whole, not just their escape.
        let text = TerminalSequences.removing(from: self)
        for scalar in text.unicodeScalars {
            switch ExternalText.kind(of: scalar) {
            case .ordinary, .damaged: out.append(scalar)
            case .whiteSpace, .control: out.append(" ")
            case .direction, .invisible: break
            }
        }
        let cleaned = String(out)
        return cleaned.count > limit ? String(cleaned.prefix(limit)) + "…" : cleaned
    }
}
