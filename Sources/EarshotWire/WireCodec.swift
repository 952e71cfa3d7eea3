import Foundation

/// Why a message could not be read.
public enum WireError: Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int)
    case malformed(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "The message was \(bytes) bytes long, more than the \(WireProtocol.maxMessageBytes) the protocol allows."
        case .malformed(let why): "The message could not be read: \(why)"
        }
    }

    public var code: WireErrorCode {
        switch self {
        case .tooLarge: .tooLarge
        case .malformed: .malformed
        }
    }
}

/// Turns messages into the text of one WebSocket message and back, enforcing the size limit.
public enum WireCodec {
    /// The JSON text of a message (one line, keys sorted so the same value gives the same text).
    public static func encode<M: Encodable>(_ message: M) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(message), as: UTF8.self)
    }

    /// Reads a message; throws ``WireError`` when it is too large or not a message of type `M`.
    public static func decode<M: Decodable>(_ type: M.Type, from text: String, limit: Int = WireProtocol.maxMessageBytes)
        throws -> M
    {
        let bytes = text.utf8.count
        guard bytes <= limit else { throw WireError.tooLarge(bytes: bytes) }
        do {
            return try JSONDecoder().decode(M.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw WireError.malformed(Self.describe(error))
        } catch {
            throw WireError.malformed("\(error)")
        }
    }

    /// The messages of one text message from the server: one a line (``WireProtocol`` 3).
    /// Throws when any of them cannot be read.
    public static func decodeAll<M: Decodable>(_ type: M.Type, from text: String, limit: Int = WireProtocol.maxMessageBytes)
        throws -> [M]
    {
        guard text.utf8.count <= limit else { throw WireError.tooLarge(bytes: text.utf8.count) }
        return try lines(of: text).map { try decode(M.self, from: $0, limit: limit) }
    }

    /// The lines of one text message, empty ones left out: its messages' texts (protocol 3).
    /// Split on the newline's byte: a JSON text has none of its own, and `Character`s cost a
    /// client more than the decoding did.
    public static func lines(of text: String) -> [String] {
        let newline = UInt8(ascii: "\n")
        guard text.utf8.contains(newline) else { return text.isEmpty ? [] : [text] }
        return text.utf8.split(separator: newline).map { String(Substring($0)) }
    }

    /// Encoded messages, in order, joined into as few text messages as fit: one a line, each
    /// text message at most `limit` bytes (a message as long as the limit goes alone).
    public static func frames(_ texts: [String], limit: Int = WireProtocol.maxMessageBytes) -> [String] {
        var frames: [String] = []
        var current = ""
        for text in texts {
            if !current.isEmpty, current.utf8.count + 1 + text.utf8.count > limit {
                frames.append(current)
                current = ""
            }
            if !current.isEmpty { current += "\n" }
            current += text
        }
        if !current.isEmpty { frames.append(current) }
        return frames
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let c): c.debugDescription
        case .keyNotFound(let key, _): "the field \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let c): "a field has the wrong type at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        case .valueNotFound(_, let c): "a value is missing at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "\(error)"
        }
    }
}
