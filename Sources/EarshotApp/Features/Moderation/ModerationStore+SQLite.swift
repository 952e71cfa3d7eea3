import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``ModerationStore`` on SQLite: the `submission` table (migration `v2-community`).
extension Store: ModerationStore {
    /// How many questions a player may submit a day (10 unless the store says otherwise).
    public func dailySubmissionLimit() async throws -> Int {
        try await setting(Self.dailySubmissionLimitKey).flatMap { Int($0) } ?? 10
    }

    /// Questions the author submitted on `day`.
    public func submissionCount(authorID: Int64, day: String) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM submission WHERE authorID = ? AND day = ?", arguments: [authorID, day]) ?? 0
        }
    }

    /// Adds a question to the queue as pending; returns its number.
    public func submit(_ q: Question, authorID: Int64, day: String) async throws -> Int64 {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO submission (authorID, state, categoryID, kind, difficulty, text, answers, wrong, explanation,
                      submittedAt, day, authorTold) VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                    """,
                arguments: [
                    authorID, q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, QuestionRecord.json(q.answers),
                    QuestionRecord.json(q.wrong), q.explanation, self.now, day,
                ])
            return db.lastInsertedRowID
        }
    }

    /// The author's edited question goes back into the queue as pending.
    public func resubmit(_ id: Int64, _ q: Question) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE submission SET state = 'pending', categoryID = ?, kind = ?, difficulty = ?, text = ?, answers = ?,
                      wrong = ?, explanation = ?, reason = NULL, submittedAt = ?, authorTold = 1 WHERE id = ?
                    """,
                arguments: [
                    q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, QuestionRecord.json(q.answers),
                    QuestionRecord.json(q.wrong), q.explanation, self.now, id,
                ])
        }
    }

    /// One submission.
    public func submission(_ id: Int64) async throws -> Submission? {
        try await read { db in
            try Row.fetchOne(db, sql: Self.submissionSelect + " WHERE s.id = ?", arguments: [id]).map(Self.submission)
        }
    }

    /// Pending submissions, oldest first.
    public func queue(offset: Int, limit: Int) async throws -> (items: [Submission], total: Int) {
        try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM submission WHERE state = 'pending'") ?? 0
            let items = try Row.fetchAll(
                db, sql: Self.submissionSelect + " WHERE s.state = 'pending' ORDER BY s.submittedAt, s.id LIMIT ? OFFSET ?",
                arguments: [limit, offset]
            ).map(Self.submission)
            return (items, total)
        }
    }

    /// The author's submissions, newest first.
    public func submissions(authorID: Int64) async throws -> [Submission] {
        try await read { db in
            try Row.fetchAll(db, sql: Self.submissionSelect + " WHERE s.authorID = ? ORDER BY s.id DESC", arguments: [authorID])
                .map(Self.submission)
        }
    }

    /// Approves a pending submission: it enters the bank (pack `community`) and is drawn
    /// like any other question. Returns the new question's id.
    @discardableResult
    public func approve(_ id: Int64, reviewerID: Int64) async throws -> Int64 {
        try await write { db in
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
                    """, arguments: [reviewerID, questionID, self.now, id])
            return questionID
        }
    }

    /// Rejects a pending submission, or sends it back for changes, with a reason.
    public func decide(_ id: Int64, state: SubmissionState, reason: String, reviewerID: Int64) async throws {
        try await write { db in
            guard let current = try String.fetchOne(db, sql: "SELECT state FROM submission WHERE id = ?", arguments: [id]) else {
                throw StoreError("There is no submitted question number \(id).")
            }
            guard current == "pending" else {
                throw StoreError("Question \(id) is not waiting for review: it is \(SubmissionState(rawValue: current)?.words ?? current).")
            }
            try db.execute(
                sql: "UPDATE submission SET state = ?, reason = ?, reviewerID = ?, reviewedAt = ?, authorTold = 0 WHERE id = ?",
                arguments: [state.rawValue, reason, reviewerID, self.now, id])
        }
    }

    /// What happened to the author's questions since they last heard, oldest decision first,
    /// and marks each as told: each notice is handed out once.
    public func takeNotices(authorID: Int64) async throws -> [SubmissionNotice] {
        try await write { db in
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
}
