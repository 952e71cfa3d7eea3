import EarshotCore
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
                Submission(
                    id: id, authorID: author, authorName: name, state: SubmissionState(rawValue: state) ?? .pending, question: q,
                    reason: reason, questionID: qid, submittedAt: at, day: day))
        }
        return items
    }

    /// Inserts one question, creating its category if needed (named after its id), or brings
    /// back the same question retired. Call under ``lockBank(_:)``, then number.
    package func insertQuestion(_ q: Question, packID: String, mark: Int64, _ db: PostgresConnection) async throws -> Int64 {
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

}
