import EarshotCore
import Foundation

/// A guess-who board a player imported: its id, its spoken name, how many characters it has,
/// its canonical JSON (checked with the board rules before it is kept) and when it was kept.
public struct ImportedBoard: Sendable, Equatable {
    public var id: String
    public var name: String
    public var characters: Int
    public var json: String
    /// When it was first imported or last replaced (ISO 8601, UTC).
    public var importedAt: String
}

/// What keeping a board did.
public enum BoardSave: Sendable, Equatable {
    /// A new board.
    case added
    /// The same board was already kept: nothing changed.
    case unchanged
    /// A board with this id was kept with other content, and is replaced.
    case replaced(previous: ImportedBoard)
}

/// The imported boards, kept in the guess-who plugin's shared space (every player of the
/// store plays them): `board/<id>` holds the board's name, character count, date and how many
/// parts its JSON has, and `board-part/<id>/<n>` each part (at most ``partLength`` characters,
/// so a part stays under the storage's 64 KiB limit while a board pack may be 1 MiB).
public struct ImportedBoards: Sendable {
    public let storage: any PluginStorage
    /// The longest part, in Unicode scalars (at most 4 bytes each in UTF-8).
    public static let partLength = 16_000

    public init(_ storage: any PluginStorage) { self.storage = storage }

    /// What `board/<id>` holds.
    struct Entry: Codable, Equatable {
        var name: String
        var characters: Int
        var importedAt: String
        var parts: Int
    }

    /// Every board that can be read, by name without regard to case, then id.
    public func all() async throws -> [ImportedBoard] {
        var boards: [ImportedBoard] = []
        for entry in try await storage.allEntries(prefix: "board/") {
            let id = String(entry.key.dropFirst("board/".count))
            if let board = try await read(id, entry: entry.value) { boards.append(board) }
        }
        return boards.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    /// The board kept under `id`, if any.
    public func board(id: String) async throws -> ImportedBoard? {
        guard let text = try await storage.value(for: "board/\(id)") else { return nil }
        return try await read(id, entry: text)
    }

    /// Keeps a board: adds it, leaves it when the same JSON and name are kept under its id, or
    /// replaces the one kept under its id. The parts are written before the entry that names
    /// them, so a board is whole or not there.
    @discardableResult
    public func save(id: String, name: String, characters: Int, json: String, at date: Date) async throws -> BoardSave {
        let previous = try await board(id: id)
        if let previous, previous.json == json, previous.name == name { return .unchanged }
        let parts = Self.split(json)
        for (n, part) in parts.enumerated() { try await storage.set(part, for: "board-part/\(id)/\(n)") }
        let entry = Entry(name: name, characters: characters, importedAt: ISO8601DateFormatter().string(from: date), parts: parts.count)
        try await storage.encode(entry, for: "board/\(id)")
        for stale in try await storage.allEntries(prefix: "board-part/\(id)/") {
            if let n = Int(stale.key.split(separator: "/").last ?? ""), n >= parts.count { try await storage.remove(stale.key) }
        }
        return previous.map { .replaced(previous: $0) } ?? .added
    }

    /// `text` in parts of at most ``partLength`` Unicode scalars.
    static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var part = String.UnicodeScalarView()
        var length = 0
        for scalar in text.unicodeScalars {
            if length == partLength {
                parts.append(String(part))
                part = String.UnicodeScalarView()
                length = 0
            }
            part.append(scalar)
            length += 1
        }
        parts.append(String(part))
        return parts
    }

    /// The board of an entry, with its parts joined; `nil` when a part is missing.
    private func read(_ id: String, entry text: String) async throws -> ImportedBoard? {
        let entry = try JSONDecoder().decode(Entry.self, from: Data(text.utf8))
        var json = ""
        for n in 0..<entry.parts {
            guard let part = try await storage.value(for: "board-part/\(id)/\(n)") else { return nil }
            json += part
        }
        return ImportedBoard(id: id, name: entry.name, characters: entry.characters, json: json, importedAt: entry.importedAt)
    }
}
