import EarshotCore
import Foundation
import GRDB

/// Where a submitted question stands.
public enum SubmissionState: String, Codable, Sendable {
    case pending, approved, rejected
    /// Sent back to the author with a reason; they edit and submit again.
    case changes
}

/// A question a player submitted, with its place in the moderation queue.
public struct Submission: Sendable, Equatable {
    public var id: Int64
    public var authorID: Int64?
    public var authorName: String?
    public var state: SubmissionState
    public var question: Question
    public var reason: String?
    /// The bank's question once approved.
    public var questionID: Int64?
    public var submittedAt: Date
    public var day: String
}

extension Store {
    /// The store setting holding how many questions a player may submit a day.
    public static let dailySubmissionLimitKey = "submissions.perDay"

    /// How many questions a player may submit a day (10 unless the store says otherwise).
    public func dailySubmissionLimit() throws -> Int {
        try setting(Self.dailySubmissionLimitKey).flatMap { Int($0) } ?? 10
    }

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

    /// Questions the author submitted on `day`.
    public func submissionCount(authorID: Int64, day: String) throws -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM submission WHERE authorID = ? AND day = ?", arguments: [authorID, day]) ?? 0
        }
    }

    /// Adds a question to the queue as pending; returns its number.
    public func submit(_ q: Question, authorID: Int64, day: String) throws -> Int64 {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO submission (authorID, state, categoryID, kind, difficulty, text, answers, wrong, explanation,
                      submittedAt, day, authorTold) VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                    """,
                arguments: [
                    authorID, q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, QuestionRecord.json(q.answers),
                    QuestionRecord.json(q.wrong), q.explanation, Date(), day,
                ])
            return db.lastInsertedRowID
        }
    }

    /// The author's edited question goes back into the queue as pending.
    public func resubmit(_ id: Int64, _ q: Question) throws {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE submission SET state = 'pending', categoryID = ?, kind = ?, difficulty = ?, text = ?, answers = ?,
                      wrong = ?, explanation = ?, reason = NULL, submittedAt = ?, authorTold = 1 WHERE id = ?
                    """,
                arguments: [
                    q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, QuestionRecord.json(q.answers),
                    QuestionRecord.json(q.wrong), q.explanation, Date(), id,
                ])
        }
    }

    /// One submission.
    public func submission(_ id: Int64) throws -> Submission? {
        try read { db in
            try Row.fetchOne(db, sql: Self.submissionSelect + " WHERE s.id = ?", arguments: [id]).map(Self.submission)
        }
    }

    /// Pending submissions, oldest first.
    public func queue(offset: Int, limit: Int) throws -> (items: [Submission], total: Int) {
        try read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM submission WHERE state = 'pending'") ?? 0
            let items = try Row.fetchAll(
                db, sql: Self.submissionSelect + " WHERE s.state = 'pending' ORDER BY s.submittedAt, s.id LIMIT ? OFFSET ?",
                arguments: [limit, offset]
            ).map(Self.submission)
            return (items, total)
        }
    }

    /// The author's submissions, newest first.
    public func submissions(authorID: Int64) throws -> [Submission] {
        try read { db in
            try Row.fetchAll(db, sql: Self.submissionSelect + " WHERE s.authorID = ? ORDER BY s.id DESC", arguments: [authorID])
                .map(Self.submission)
        }
    }

    /// Approves a pending submission: it enters the bank (pack `community`) and is drawn
    /// like any other question. Returns the new question's id.
    @discardableResult
    public func approve(_ id: Int64, reviewerID: Int64) throws -> Int64 {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: Self.submissionSelect + " WHERE s.id = ?", arguments: [id]) else {
                throw StoreError("There is no submitted question number \(id).")
            }
            let s = Self.submission(row)
            guard s.state == .pending else { throw StoreError("Question \(id) is not waiting for review: it is \(s.state.words).") }
            let questionID = try Self.insertQuestion(s.question, packID: "community", db: db)
            try db.execute(
                sql: """
                    UPDATE submission SET state = 'approved', reviewerID = ?, questionID = ?, reviewedAt = ?, reason = NULL,
                      authorTold = 0 WHERE id = ?
                    """, arguments: [reviewerID, questionID, Date(), id])
            return questionID
        }
    }

    /// Rejects a pending submission, or sends it back for changes, with a reason.
    public func decide(_ id: Int64, state: SubmissionState, reason: String, reviewerID: Int64) throws {
        try write { db in
            guard let current = try String.fetchOne(db, sql: "SELECT state FROM submission WHERE id = ?", arguments: [id]) else {
                throw StoreError("There is no submitted question number \(id).")
            }
            guard current == "pending" else {
                throw StoreError("Question \(id) is not waiting for review: it is \(SubmissionState(rawValue: current)?.words ?? current).")
            }
            try db.execute(
                sql: "UPDATE submission SET state = ?, reason = ?, reviewerID = ?, reviewedAt = ?, authorTold = 0 WHERE id = ?",
                arguments: [state.rawValue, reason, reviewerID, Date(), id])
        }
    }

    /// What happened to the author's questions since they last heard, oldest decision first,
    /// and marks each as told: each notice is handed out once.
    public func takeNotices(authorID: Int64) throws -> [SubmissionNotice] {
        try write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT s.*, c.name AS categoryName FROM submission s LEFT JOIN category c ON c.id = s.categoryID
                    WHERE s.authorID = ? AND s.authorTold = 0 ORDER BY s.reviewedAt, s.id
                    """, arguments: [authorID])
            try db.execute(sql: "UPDATE submission SET authorTold = 1 WHERE authorID = ? AND authorTold = 0", arguments: [authorID])
            return rows.map { row in
                SubmissionNotice(
                    submissionID: row["id"], state: SubmissionState(rawValue: row["state"]) ?? .changes, questionText: row["text"],
                    categoryName: row["categoryName"] ?? row["categoryID"], reason: row["reason"])
            }
        }
    }

    /// Inserts one question into the bank, creating its category if needed. Returns its id.
    static func insertQuestion(_ q: Question, packID: String, db: Database) throws -> Int64 {
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

extension SubmissionState {
    /// "waiting for review", "approved", "rejected", "sent back for changes".
    public var words: String {
        switch self {
        case .pending: return "waiting for review"
        case .approved: return "approved"
        case .rejected: return "rejected"
        case .changes: return "sent back for changes"
        }
    }
}
