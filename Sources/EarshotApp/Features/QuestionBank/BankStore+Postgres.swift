import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``BankStore`` on PostgreSQL.
extension PostgresStore: BankStore {
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
            return BankQuestion(id: id, question: q, packID: pack, retired: retired)
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

    /// Live questions by category and words (each must appear, without regard to case:
    /// `ILIKE`, where SQLite's `LIKE` folds ASCII letters only), by id.
    public func searchQuestions(category: String?, words: [String], offset: Int, limit: Int) async throws -> (
        items: [BankQuestion], total: Int
    ) {
        let patterns = words.map(Store.containsPattern)  // `\` is ILIKE's escape by default
        var total = 0
        let count = try await query(
            """
            SELECT COUNT(*)::BIGINT FROM question WHERE retired = FALSE AND (\(category)::TEXT IS NULL OR category_id = \(category))
              AND NOT EXISTS (SELECT 1 FROM unnest(\(patterns)::TEXT[]) AS w(p) WHERE text NOT ILIKE w.p)
            """)
        for try await n in count.decode(Int.self) { total = n }
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance, pack_id, retired
            FROM question WHERE retired = FALSE AND (\(category)::TEXT IS NULL OR category_id = \(category))
              AND NOT EXISTS (SELECT 1 FROM unnest(\(patterns)::TEXT[]) AS w(p) WHERE text NOT ILIKE w.p)
            ORDER BY id LIMIT \(limit) OFFSET \(offset)
            """)
        return (try await Self.bankQuestions(rows), total)
    }

    @discardableResult
    public func addQuestion(_ q: Question, packID: String = "community") async throws -> Int64 {
        try await transaction { db in
            let mark = try await self.lockBank(db)
            let id = try await self.insertQuestion(q, packID: packID, mark: mark, db)
            try await self.numberNewQuestions(db)
            return id
        }
    }

    /// Changes a question in place, as the SQLite store does: the row keeps its id and pack,
    /// takes the new content (and is live again if it was retired), and moves between draw
    /// slices when its category, kind or difficulty changed.
    public func updateQuestion(_ id: Int64, _ q: Question) async throws {
        try await transaction { db in
            let mark = try await self.lockBank(db)
            var old: (key: DrawKey, retired: Bool)?
            for try await (category, kind, difficulty, retired) in try await db.query(
                "SELECT category_id, kind, difficulty, retired FROM question WHERE id = \(id)", logger: self.logger
            ).decode((String, String, String, Bool).self) {
                old = (DrawKey(id: id, categoryID: category, kind: kind, difficulty: difficulty), retired)
            }
            guard let old else { throw StoreError("There is no question number \(id).") }
            let hash = q.contentHash
            for try await _ in try await db.query(
                "SELECT id FROM question WHERE content_hash = \(hash) AND id <> \(id)", logger: self.logger
            ).decode(Int64.self) {
                throw StoreError("The bank already has a question exactly like this one.")
            }
            let new = DrawKey(id: id, categoryID: q.categoryID, kind: q.kind.rawValue, difficulty: q.difficulty.rawValue)
            let moves = old.retired || old.key != new
            if id <= mark, moves, !old.retired { try await self.leave(old.key, db) }
            let (answers, wrong) = (Self.json(q.answers), Self.json(q.wrong))
            let name = q.categoryID.capitalized
            try await db.query(
                """
                INSERT INTO category (id, name, description, question_count) VALUES (\(q.categoryID), \(name), NULL, 0)
                ON CONFLICT (id) DO NOTHING
                """, logger: self.logger)
            try await db.query(
                """
                UPDATE question SET content_hash = \(hash), category_id = \(q.categoryID), kind = \(q.kind.rawValue),
                  difficulty = \(q.difficulty.rawValue), text = \(q.text), answers = \(answers), wrong = \(wrong),
                  explanation = \(q.explanation), tolerance = \(q.tolerance), retired = FALSE
                WHERE id = \(id)
                """, logger: self.logger)
            if id <= mark, moves { try await self.join(new, db) }
            try await self.numberNewQuestions(db)
        }
    }
}
