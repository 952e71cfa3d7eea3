import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``ModerationStore`` on PostgreSQL: the `submission` table (migration `v2-community`).
extension PostgresStore: ModerationStore {
    public func submissionCount(authorID: Int64, day: String) async throws -> Int {
        let rows = try await query("SELECT COUNT(*)::BIGINT FROM submission WHERE author_id = \(authorID) AND day = \(day)")
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func submit(_ q: Question, authorID: Int64, day: String) async throws -> Int64 {
        let now = self.now
        let (answers, wrong) = (Self.json(q.answers), Self.json(q.wrong))
        let rows = try await query(
            """
            INSERT INTO submission (author_id, state, category_id, kind, difficulty, text, answers, wrong, explanation,
              submitted_at, day, author_told)
            VALUES (\(authorID), 'pending', \(q.categoryID), \(q.kind.rawValue), \(q.difficulty.rawValue), \(q.text), \(answers),
              \(wrong), \(q.explanation), \(now), \(day), TRUE)
            RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The question could not be submitted.")
    }

    public func submission(_ id: Int64) async throws -> Submission? {
        try await Self.submissions(query("\(unescaped: Self.submissionSelect) WHERE s.id = \(id)")).first
    }

    public func queue(offset: Int, limit: Int) async throws -> (items: [Submission], total: Int) {
        var total = 0
        for try await n in try await query("SELECT COUNT(*)::BIGINT FROM submission WHERE state = 'pending'").decode(Int.self) {
            total = n
        }
        let items = try await Self.submissions(
            query(
                """
                \(unescaped: Self.submissionSelect) WHERE s.state = 'pending' ORDER BY s.submitted_at, s.id
                LIMIT \(limit) OFFSET \(offset)
                """))
        return (items, total)
    }

    public func submissions(authorID: Int64) async throws -> [Submission] {
        try await Self.submissions(query("\(unescaped: Self.submissionSelect) WHERE s.author_id = \(authorID) ORDER BY s.id DESC"))
    }

    /// Approves a pending submission: it enters the bank (pack `community`), numbered for
    /// drawing in the same transaction. The row lock on the submission makes two moderators
    /// approving at once add it once.
    @discardableResult
    public func approve(_ id: Int64, reviewerID: Int64) async throws -> Int64 {
        try await transaction { db in
            let mark = try await self.lockBank(db)
            let rows = try await db.query(
                "\(unescaped: Self.submissionSelect) WHERE s.id = \(id) FOR UPDATE OF s", logger: self.logger)
            guard let s = try await Self.submissions(rows).first else {
                throw StoreError("There is no submitted question number \(id).")
            }
            guard s.state == .pending else { throw StoreError("Question \(id) is not waiting for review: it is \(s.state.words).") }
            let questionID = try await self.insertQuestion(s.question, packID: "community", mark: mark, db)
            let now = self.now
            try await db.query(
                """
                UPDATE submission SET state = 'approved', reviewer_id = \(reviewerID), question_id = \(questionID),
                  reviewed_at = \(now), reason = NULL, author_told = FALSE WHERE id = \(id)
                """, logger: self.logger)
            try await self.numberNewQuestions(db)
            return questionID
        }
    }

    public func decide(_ id: Int64, state: SubmissionState, reason: String, reviewerID: Int64) async throws {
        try await transaction { db in
            var current: String?
            for try await s in try await db.query("SELECT state FROM submission WHERE id = \(id) FOR UPDATE", logger: self.logger)
                .decode(String.self)
            {
                current = s
            }
            guard let current else { throw StoreError("There is no submitted question number \(id).") }
            guard current == "pending" else {
                throw StoreError(
                    "Question \(id) is not waiting for review: it is \(SubmissionState(rawValue: current)?.words ?? current).")
            }
            let now = self.now
            try await db.query(
                """
                UPDATE submission SET state = \(state.rawValue), reason = \(reason), reviewer_id = \(reviewerID),
                  reviewed_at = \(now), author_told = FALSE WHERE id = \(id)
                """, logger: self.logger)
        }
    }

    public func resubmit(_ id: Int64, _ q: Question) async throws {
        let now = self.now
        let (answers, wrong) = (Self.json(q.answers), Self.json(q.wrong))
        _ = try await query(
            """
            UPDATE submission SET state = 'pending', category_id = \(q.categoryID), kind = \(q.kind.rawValue),
              difficulty = \(q.difficulty.rawValue), text = \(q.text), answers = \(answers), wrong = \(wrong),
              explanation = \(q.explanation), reason = NULL, submitted_at = \(now), author_told = TRUE WHERE id = \(id)
            """)
    }

    public func dailySubmissionLimit() async throws -> Int {
        try await setting(Store.dailySubmissionLimitKey).flatMap { Int($0) } ?? 10
    }

    /// What happened to the author's submissions since they last heard, oldest decision
    /// first, as the SQLite store orders them. One `UPDATE … RETURNING` marks them told and
    /// reads them at once, so two sessions of the same author never both hear one notice.
    public func takeNotices(authorID: Int64) async throws -> [SubmissionNotice] {
        let rows = try await query(
            """
            UPDATE submission SET author_told = TRUE WHERE author_id = \(authorID) AND author_told = FALSE
            RETURNING id, state, text, category_id, reason, reviewed_at
            """)
        var told: [(notice: SubmissionNotice, at: Date?, categoryID: String)] = []
        for try await (id, state, text, category, reason, at) in rows.decode((Int64, String, String, String, String?, Date?).self) {
            let notice = SubmissionNotice(
                submissionID: id, state: SubmissionState(rawValue: state) ?? .changes, questionText: text, categoryName: category,
                reason: reason)
            told.append((notice, at, category))
        }
        guard !told.isEmpty else { return [] }
        var names: [String: String] = [:]
        let ids = Array(Set(told.map(\.categoryID)))
        for try await (id, name) in try await query("SELECT id, name FROM category WHERE id = ANY(\(ids))").decode(
            (String, String).self)
        {
            names[id] = name
        }
        // SQLite's ORDER BY reviewedAt, id: a missing time first.
        told.sort { a, b in
            switch (a.at, b.at) {
            case (nil, nil): return a.notice.submissionID < b.notice.submissionID
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x != y ? x < y : a.notice.submissionID < b.notice.submissionID
            }
        }
        return told.map { item in
            var notice = item.notice
            notice.categoryName = names[item.categoryID] ?? item.categoryID
            return notice
        }
    }
}
