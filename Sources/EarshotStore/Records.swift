import EarshotCore
import Foundation
import GRDB

/// A row of `player`.
public struct PlayerRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable, Equatable {
    public static let databaseTableName = "player"
    public var id: Int64?
    public var name: String
    public var createdAt: Date
    /// ``PlayerSettings`` as JSON.
    public var settings: String

    public init(id: Int64?, name: String, createdAt: Date, settings: String) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.settings = settings
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The decoded settings (defaults when unreadable).
    public var playerSettings: PlayerSettings {
        (try? JSONDecoder().decode(PlayerSettings.self, from: Data(settings.utf8))) ?? PlayerSettings()
    }
}

/// A row of `pack`: which packs are loaded, and their content hash.
struct PackRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "pack"
    var id: String
    var name: String
    var contentHash: String
    var loadedAt: Date
}

/// A row of `category`.
struct CategoryRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "category"
    var id: String
    var name: String
    var description: String?
    var questionCount: Int
    /// The language of the category's questions (`v3-category-language`).
    var language: String = "en"
}

/// A row of `question`.
struct QuestionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "question"
    var id: Int64?
    var contentHash: String
    var packID: String
    var categoryID: String
    var kind: String
    var difficulty: String
    var text: String
    var answers: String
    var wrong: String
    var explanation: String?
    var tolerance: Double?
    var retired: Bool

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ q: Question, packID: String) {
        contentHash = q.contentHash
        self.packID = packID
        categoryID = q.categoryID
        kind = q.kind.rawValue
        difficulty = q.difficulty.rawValue
        text = q.text
        answers = Self.json(q.answers)
        wrong = Self.json(q.wrong)
        explanation = q.explanation
        tolerance = q.tolerance
        retired = false
    }

    var question: Question? {
        guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { return nil }
        return Question(
            categoryID: categoryID, kind: kind, difficulty: difficulty, text: text,
            answers: Self.list(answers), wrong: Self.list(wrong), explanation: explanation,
            tolerance: tolerance, storeID: id)
    }

    static func json(_ list: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func list(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}

/// A row of `game`.
struct GameRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "game"
    var id: Int64?
    var playerID: Int64
    var mode: String
    var categoryID: String?
    var seed: Int64
    var startedAt: Date
    var endedAt: Date?
    var outcome: String
    var score: Int
    var correct: Int
    var total: Int
    var seconds: Double?
    var day: String
    var timing: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `answer`.
struct AnswerRow: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "answer"
    var id: Int64?
    var gameID: Int64
    var questionID: Int64?
    var position: Int
    var given: String?
    var correct: Bool
    var points: Int
    var status: String
    var seconds: Double

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
