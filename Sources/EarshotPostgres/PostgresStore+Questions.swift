import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    public func packHash(_ id: String) async throws -> String? {
        for try await hash in try await query("SELECT content_hash FROM pack WHERE id = \(id)").decode(String.self) {
            return hash
        }
        return nil
    }

    /// Loads `pack` in one transaction: new questions are added, questions no longer in the
    /// pack are retired (kept for old games' records, never drawn).
    @discardableResult
    public func install(_ pack: Pack) async throws -> PackInstallResult {
        try await transaction { db in
            var result = PackInstallResult.none
            let stored = try await db.query("SELECT content_hash FROM pack WHERE id = \(pack.id)", logger: self.logger)
            for try await hash in stored.decode(String.self) where hash == pack.contentHash {
                result.changed = false
                return result
            }
            for c in pack.categories {
                try await db.query(
                    """
                    INSERT INTO category (id, name, description, question_count) VALUES (\(c.id), \(c.name), \(c.description), 0)
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description
                    """, logger: self.logger)
            }
            let hashes = try await self.merge(pack.questions, packID: pack.id, into: &result, db: db)
            var stale: [Int64] = []
            let live = try await db.query(
                "SELECT id, content_hash FROM question WHERE pack_id = \(pack.id) AND retired = FALSE", logger: self.logger)
            for try await (id, hash) in live.decode((Int64, String).self) where !hashes.contains(hash) { stale.append(id) }
            if !stale.isEmpty {
                try await db.query("UPDATE question SET retired = TRUE WHERE id = ANY(\(stale))", logger: self.logger)
            }
            result.retired = stale.count
            let now = Date()
            try await db.query(
                """
                INSERT INTO pack (id, name, content_hash, loaded_at) VALUES (\(pack.id), \(pack.name), \(pack.contentHash), \(now))
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, content_hash = excluded.content_hash, loaded_at = excluded.loaded_at
                """, logger: self.logger)
            try await self.recount(db)
            return result
        }
    }

    /// Adds questions that are not already in the bank (by content hash), all or none.
    @discardableResult
    public func add(_ questions: [Question], categories: [Category], source: String) async throws -> PackInstallResult {
        try await transaction { db in
            var result = PackInstallResult.none
            for c in categories {
                try await db.query(
                    """
                    INSERT INTO category (id, name, description, question_count) VALUES (\(c.id), \(c.name), \(c.description), 0)
                    ON CONFLICT (id) DO NOTHING
                    """, logger: self.logger)
            }
            _ = try await self.merge(questions, packID: source, into: &result, db: db)
            try await self.recount(db)
            return result
        }
    }

    func recount(_ db: PostgresConnection) async throws {
        try await db.query(
            """
            UPDATE category SET question_count =
              (SELECT COUNT(*) FROM question WHERE question.category_id = category.id AND retired = FALSE)
            """, logger: logger)
    }

    /// Inserts the questions whose hash is new; returns every hash seen.
    func merge(
        _ questions: [Question], packID: String, into result: inout PackInstallResult, db: PostgresConnection
    ) async throws -> Set<String> {
        var hashes = Set<String>()
        for q in questions {
            let hash = q.contentHash
            guard hashes.insert(hash).inserted else {
                result.duplicates += 1
                continue
            }
            var found: (Int64, String, Bool)?
            let rows = try await db.query(
                "SELECT id, pack_id, retired FROM question WHERE content_hash = \(hash)", logger: logger)
            for try await row in rows.decode((Int64, String, Bool).self) { found = row }
            if let (id, pack, retired) = found {
                if retired, pack == packID {
                    try await db.query("UPDATE question SET retired = FALSE WHERE id = \(id)", logger: logger)
                    result.added += 1
                } else {
                    result.duplicates += 1
                }
                continue
            }
            let answers = Self.json(q.answers)
            let wrong = Self.json(q.wrong)
            try await db.query(
                """
                INSERT INTO question (content_hash, pack_id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance, retired)
                VALUES (\(hash), \(packID), \(q.categoryID), \(q.kind.rawValue), \(q.difficulty.rawValue), \(q.text),
                  \(answers), \(wrong), \(q.explanation), \(q.tolerance), FALSE)
                """, logger: logger)
            result.added += 1
        }
        return hashes
    }

    public func categories() async throws -> [CategorySummary] {
        var counts: [String: [Difficulty: Int]] = [:]
        let rows = try await query(
            """
            SELECT category_id, difficulty, COUNT(*) FROM question WHERE retired = FALSE GROUP BY category_id, difficulty
            """)
        for try await (category, difficulty, n) in rows.decode((String, String, Int).self) {
            if let d = Difficulty(rawValue: difficulty) { counts[category, default: [:]][d] = n }
        }
        var summaries: [CategorySummary] = []
        let categories = try await query(
            "SELECT id, name, description, question_count FROM category WHERE question_count > 0 ORDER BY name, id")
        for try await (id, name, description, total) in categories.decode((String, String, String?, Int).self) {
            summaries.append(
                CategorySummary(
                    category: Category(id: id, name: name, description: description), total: total,
                    byDifficulty: counts[id] ?? [:]))
        }
        return summaries
    }

    public func questions(in categoryID: String?) async throws -> [Question] {
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance FROM question
            WHERE retired = FALSE AND (\(categoryID)::TEXT IS NULL OR category_id = \(categoryID)) ORDER BY id
            """)
        return try await Self.questions(from: rows)
    }

    static func questions(from rows: PostgresRowSequence) async throws -> [Question] {
        var questions: [Question] = []
        for try await (id, category, kind, difficulty, text, answers, wrong, explanation, tolerance) in rows.decode(
            (Int64, String, String, String, String, String, String, String?, Double?).self)
        {
            guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { continue }
            questions.append(
                Question(
                    categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: list(answers),
                    wrong: list(wrong), explanation: explanation, tolerance: tolerance, storeID: id))
        }
        return questions
    }

    static func json(_ list: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func list(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}
