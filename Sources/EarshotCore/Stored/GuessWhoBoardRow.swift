import Foundation

/// A guess-who board imported into the store (issue 11): its id, its spoken name, how many
/// characters it has, and its canonical JSON (checked by the guess-who plugin before it is
/// saved; the store keeps the text as given).
public struct GuessWhoBoardRow: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var characters: Int
    public var json: String
    /// When it was first imported or last replaced (ISO 8601, UTC).
    public var importedAt: String

    public init(id: String, name: String, characters: Int, json: String, importedAt: String) {
        self.id = id
        self.name = name
        self.characters = characters
        self.json = json
        self.importedAt = importedAt
    }
}

/// What saving a board did.
public enum GuessWhoBoardSave: Sendable, Equatable {
    /// A new board.
    case added
    /// The same board was already there: nothing changed.
    case unchanged
    /// A board with this id was there with other content, and was replaced.
    case replaced(previous: GuessWhoBoardRow)
}
