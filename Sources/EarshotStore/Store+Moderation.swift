import EarshotCore
import Foundation
import GRDB

extension Store {
    /// The store setting holding how many questions a player may submit a day.
    public static let dailySubmissionLimitKey = "submissions.perDay"

    package static func submission(_ row: Row) -> Submission {
        let q = Question(
            categoryID: row["categoryID"], kind: QuestionKind(rawValue: row["kind"]) ?? .choice,
            difficulty: Difficulty(rawValue: row["difficulty"]) ?? .medium, text: row["text"],
            answers: QuestionRecord.list(row["answers"]), wrong: QuestionRecord.list(row["wrong"]),
            explanation: row["explanation"])
        return Submission(
            id: row["id"], authorID: row["authorID"], authorName: row["authorName"],
            state: SubmissionState(rawValue: row["state"]) ?? .pending, question: q, reason: row["reason"],
            questionID: row["questionID"], submittedAt: row["submittedAt"], day: row["day"])
    }

    package static let submissionSelect = "SELECT s.*, p.name AS authorName FROM submission s LEFT JOIN player p ON p.id = s.authorID"

    /// Inserts one question into the bank, creating its category if needed. Returns its id.
    package static func insertQuestion(_ q: Question, packID: String, db: Database) throws -> Int64 {
        if try CategoryRecord.fetchOne(db, key: q.categoryID) == nil {
            try CategoryRecord(id: q.categoryID, name: q.categoryID.capitalized, description: nil, questionCount: 0).insert(db)
        }
        if let existing = try QuestionRecord.filter(Column("contentHash") == q.contentHash).fetchOne(db), let id = existing.id {
            if existing.retired { try db.execute(sql: "UPDATE question SET retired = 0 WHERE id = ?", arguments: [id]) }
            try recount(db)
            return id
        }
        var record = QuestionRecord(q, packID: packID)
        try record.insert(db)
        try recount(db)
        return record.id!
    }
}
