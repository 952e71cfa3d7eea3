import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    package static let submissionSelect = """
        SELECT s.id, s.author_id, p.name, s.state, s.category_id, s.kind, s.difficulty, s.text, s.answers, s.wrong,
          s.explanation, s.reason, s.question_id, s.submitted_at, s.day
        FROM submission s LEFT JOIN player p ON p.id = s.author_id
        """

    package static func submissions(_ rows: PostgresRowSequence) async throws -> [Submission] {
        var items: [Submission] = []
        for try await (id, author, name, state, category, kind, difficulty, text, answers, wrong, explanation, reason, qid, at, day)
            in rows.decode(
                (
                    Int64, Int64?, String?, String, String, String, String, String, String, String, String?, String?, Int64?,
                    Date, String
                ).self)
        {
            let q = Question(
                categoryID: category, kind: QuestionKind(rawValue: kind) ?? .choice,
                difficulty: Difficulty(rawValue: difficulty) ?? .medium, text: text, answers: list(answers), wrong: list(wrong),
                explanation: explanation)
            items.append(
                Submission.make(
                    id: id, authorID: author, authorName: name, state: SubmissionState(rawValue: state) ?? .pending, question: q,
                    reason: reason, questionID: qid, submittedAt: at, day: day))
        }
        return items
    }

    public func submissionCount(authorID: Int64, day: String) async throws -> Int {
        let rows = try await query("SELECT COUNT(*)::BIGINT FROM submission WHERE author_id = \(authorID) AND day = \(day)")
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func submit(_ q: Question, authorID: Int64, day: String) async throws -> Int64 {
        let now = Date()
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
            let now = Date()
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
            let now = Date()
            try await db.query(
                """
                UPDATE submission SET state = \(state.rawValue), reason = \(reason), reviewer_id = \(reviewerID),
                  reviewed_at = \(now), author_told = FALSE WHERE id = \(id)
                """, logger: self.logger)
        }
    }

    /// Inserts one question, creating its category if needed (named after its id), or brings
    /// back the same question retired. Call under ``lockBank(_:)``, then number.
    func insertQuestion(_ q: Question, packID: String, mark: Int64, _ db: PostgresConnection) async throws -> Int64 {
        let name = q.categoryID.capitalized
        try await db.query(
            """
            INSERT INTO category (id, name, description, question_count) VALUES (\(q.categoryID), \(name), NULL, 0)
            ON CONFLICT (id) DO NOTHING
            """, logger: logger)
        let hash = q.contentHash
        for try await (id, retired) in try await db.query(
            "SELECT id, retired FROM question WHERE content_hash = \(hash)", logger: logger
        ).decode((Int64, Bool).self) {
            if retired { try await setRetired(false, ids: [id], mark: mark, db) }
            return id
        }
        let (answers, wrong) = (Self.json(q.answers), Self.json(q.wrong))
        let rows = try await db.query(
            """
            INSERT INTO question (content_hash, pack_id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance, retired)
            VALUES (\(hash), \(packID), \(q.categoryID), \(q.kind.rawValue), \(q.difficulty.rawValue), \(q.text),
              \(answers), \(wrong), \(q.explanation), \(q.tolerance), FALSE)
            RETURNING id
            """, logger: logger)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The question could not be added.")
    }

    public func bankQuestion(_ id: Int64) async throws -> BankQuestion? {
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance, pack_id, retired
            FROM question WHERE id = \(id)
            """)
        for try await (id, category, kind, difficulty, text, answers, wrong, explanation, tolerance, pack, retired) in rows.decode(
            (Int64, String, String, String, String, String, String, String?, Double?, String, Bool).self)
        {
            guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { return nil }
            let q = Question(
                categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: Self.list(answers),
                wrong: Self.list(wrong), explanation: explanation, tolerance: tolerance, storeID: id)
            return BankQuestion.make(id: id, question: q, packID: pack, retired: retired)
        }
        return nil
    }

    @discardableResult
    public func retireQuestion(_ id: Int64) async throws -> Bool {
        try await transaction { db in
            let mark = try await self.lockBank(db)
            var exists = false
            for try await _ in try await db.query("SELECT id FROM question WHERE id = \(id)", logger: self.logger).decode(Int64.self) {
                exists = true
            }
            guard exists else { throw StoreError("There is no question number \(id).") }
            let changed = try await self.setRetired(true, ids: [id], mark: mark, db)
            try await self.recount(db)
            return !changed.isEmpty
        }
    }
}
