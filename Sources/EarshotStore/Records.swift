import EarshotCore
import Foundation
import GRDB

/// A row of `player`.
package struct PlayerRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable, Equatable {
    package static let databaseTableName = "player"
    package var id: Int64?
    package var name: String
    package var createdAt: Date
    /// ``PlayerSettings`` as JSON.
    package var settings: String

    package init(id: Int64?, name: String, createdAt: Date, settings: String) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.settings = settings
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The player as the domain knows them (a stored row always has its id).
    package var player: Player { Player(id: id!, name: name, createdAt: createdAt, settings: Player.settings(json: settings)) }
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
package struct CategoryRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "category"
    package var id: String
    package var name: String
    package var description: String?
    package var questionCount: Int
    /// The language of the category's questions (`v3-category-language`).
    package var language: String = "en"

    package init(id: String, name: String, description: String?, questionCount: Int, language: String = "en") {
        self.id = id
        self.name = name
        self.description = description
        self.questionCount = questionCount
        self.language = language
    }
}

/// A row of `question`.
package struct QuestionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "question"
    package var id: Int64?
    package var contentHash: String
    package var packID: String
    package var categoryID: String
    package var kind: String
    package var difficulty: String
    package var text: String
    package var answers: String
    package var wrong: String
    package var explanation: String?
    package var tolerance: Double?
    package var retired: Bool

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    package init(_ q: Question, packID: String) {
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

    package var question: Question? {
        guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { return nil }
        return Question(
            categoryID: categoryID, kind: kind, difficulty: difficulty, text: text,
            answers: Self.list(answers), wrong: Self.list(wrong), explanation: explanation,
            tolerance: tolerance, storeID: id)
    }

    package static func json(_ list: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    package static func list(_ json: String) -> [String] {
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
