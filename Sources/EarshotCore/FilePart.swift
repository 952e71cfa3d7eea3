import Foundation

/// A piece of a file a command made for the player to keep (`account export`), sent as
/// events to a front-end on the player's own computer, which saves the file there: on a club
/// server nothing a player types writes a file on the server. A file travels in parts small
/// enough for one wire message each; the front-end saves it once every part has come.
public struct FilePart: Codable, Sendable, Equatable {
    /// The same for every part of one file.
    public var id: String
    /// The file name the front-end should use in the player's folder (a name, not a path).
    public var name: String
    /// This part's number, from 1, and how many parts the file has.
    public var part: Int
    public var parts: Int
    /// This part's bytes, in Base64.
    public var data: String

    public init(id: String, name: String, part: Int, parts: Int, data: String) {
        self.id = id
        self.name = name
        self.part = part
        self.parts = parts
        self.data = data
    }

    /// The raw bytes in one part: its Base64 (40,000 characters) with the event around it
    /// stays well under the wire's 64 KiB message.
    public static let bytesPerPart = 30_000

    /// `data` cut into parts under `name`.
    public static func split(_ data: Data, name: String, id: String = UUID().uuidString) -> [FilePart] {
        let count = max(1, (data.count + bytesPerPart - 1) / bytesPerPart)
        return (0..<count).map { i in
            let start = data.startIndex + i * bytesPerPart
            let piece = data[start..<min(data.endIndex, start + bytesPerPart)]
            return FilePart(id: id, name: name, part: i + 1, parts: count, data: piece.base64EncodedString())
        }
    }
}
