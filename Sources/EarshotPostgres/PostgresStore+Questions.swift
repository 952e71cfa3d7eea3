import EarshotCore
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
        try await transaction(limit: nil) { db in
            var result = PackInstallResult()
            let mark = try await self.lockBank(db)
            let stored = try await db.query("SELECT content_hash FROM pack WHERE id = \(pack.id)", logger: self.logger)
            for try await hash in stored.decode(String.self) where hash == pack.contentHash {
                result.changed = false
                return result
            }
            for c in pack.categories {
                try await db.query(
                    """
                    INSERT INTO category (id, name, description, question_count, language)
                    VALUES (\(c.id), \(c.name), \(c.description), 0, \(c.language.rawValue))
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, language = excluded.language
                    """, logger: self.logger)
            }
            let hashes = try await self.merge(pack.questions, packID: pack.id, mark: mark, into: &result, db: db)
            var stale: [Int64] = []
            let live = try await db.query(
                "SELECT id, content_hash FROM question WHERE pack_id = \(pack.id) AND retired = FALSE", logger: self.logger)
            for try await (id, hash) in live.decode((Int64, String).self) where !hashes.contains(hash) { stale.append(id) }
            try await self.setRetired(true, ids: stale, mark: mark, db)
            result.retired = stale.count
            let now = self.now
            try await db.query(
                """
                INSERT INTO pack (id, name, content_hash, loaded_at) VALUES (\(pack.id), \(pack.name), \(pack.contentHash), \(now))
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, content_hash = excluded.content_hash, loaded_at = excluded.loaded_at
                """, logger: self.logger)
            try await self.numberNewQuestions(db)
            return result
        }
    }

    /// Adds questions that are not already in the bank (by content hash), all or none.
    @discardableResult
    public func add(_ questions: [Question], categories: [Category], source: String) async throws -> PackInstallResult {
        try await transaction(limit: nil) { db in
            var result = PackInstallResult()
            let mark = try await self.lockBank(db)
            for c in categories {
                try await db.query(
                    """
                    INSERT INTO category (id, name, description, question_count, language)
                    VALUES (\(c.id), \(c.name), \(c.description), 0, \(c.language.rawValue))
                    ON CONFLICT (id) DO NOTHING
                    """, logger: self.logger)
            }
            _ = try await self.merge(questions, packID: source, mark: mark, into: &result, db: db)
            try await self.numberNewQuestions(db)
            return result
        }
    }

    /// How many questions one statement looks up or inserts: a few round trips for a pack of
    /// thousands, each statement a handful of arrays.
    static let batchSize = 2000

    /// Inserts the questions whose hash is new, in batches, and brings back the pack's own
    /// retired questions; returns every hash seen. The same results as one question at a time
    /// (and as the SQLite store): new questions get ids in the pack's order, and questions
    /// brought back join their draw slices in the pack's order.
    func merge(
        _ questions: [Question], packID: String, mark: Int64, into result: inout PackInstallResult, db: PostgresConnection
    ) async throws -> Set<String> {
        var hashes = Set<String>()
        var unique: [(hash: String, question: Question)] = []
        for q in questions {
            let hash = q.contentHash
            if hashes.insert(hash).inserted { unique.append((hash, q)) } else { result.duplicates += 1 }
        }
        for start in stride(from: 0, to: unique.count, by: Self.batchSize) {
            let batch = unique[start..<min(start + Self.batchSize, unique.count)]
            var found: [String: (id: Int64, pack: String, retired: Bool)] = [:]
            let rows = try await db.query(
                "SELECT id, content_hash, pack_id, retired FROM question WHERE content_hash = ANY(\(batch.map(\.hash)))",
                logger: logger)
            for try await (id, hash, pack, retired) in rows.decode((Int64, String, String, Bool).self) {
                found[hash] = (id, pack, retired)
            }
            var fresh: [(hash: String, question: Question)] = []
            var back: [Int64] = []
            for item in batch {
                guard let existing = found[item.hash] else {
                    fresh.append(item)
                    continue
                }
                if existing.retired, existing.pack == packID {
                    back.append(existing.id)
                    result.added += 1
                } else {
                    result.duplicates += 1
                }
            }
            try await setRetired(false, ids: back, mark: mark, db, inGivenOrder: true)
            let inserted = try await insertQuestions(fresh, packID: packID, db)
            result.added += inserted
            result.duplicates += fresh.count - inserted
        }
        return hashes
    }

    /// Inserts questions in one statement (`INSERT … SELECT` from `unnest` of one array per
    /// column, `WITH ORDINALITY` so ids follow the given order); a hash already in the bank is
    /// skipped (`ON CONFLICT DO NOTHING`). Call under ``lockBank(_:)``, then number. Returns
    /// how many were inserted.
    func insertQuestions(_ items: [(hash: String, question: Question)], packID: String, _ db: PostgresConnection) async throws
        -> Int
    {
        guard !items.isEmpty else { return 0 }
        let qs = items.map(\.question)
        let hashes = items.map(\.hash)
        let categories = qs.map(\.categoryID)
        let kinds = qs.map(\.kind.rawValue)
        let difficulties = qs.map(\.difficulty.rawValue)
        let texts = qs.map(\.text)
        let answers = qs.map { Self.json($0.answers) }
        let wrong = qs.map { Self.json($0.wrong) }
        // Arrays cannot hold a missing value here: each optional column travels with a flag.
        let explanations = qs.map { $0.explanation ?? "" }
        let explained = qs.map { $0.explanation != nil }
        let tolerances = qs.map { $0.tolerance ?? 0 }
        let tolerated = qs.map { $0.tolerance != nil }
        let rows = try await db.query(
            """
            INSERT INTO question (content_hash, pack_id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance, retired)
            SELECT n.hash, \(packID), n.category, n.kind, n.difficulty, n.body, n.answers, n.wrong,
              CASE WHEN n.explained THEN n.explanation END, CASE WHEN n.tolerated THEN n.tolerance END, FALSE
            FROM unnest(\(hashes), \(categories), \(kinds), \(difficulties), \(texts), \(answers), \(wrong), \(explanations),
                \(explained), \(tolerances), \(tolerated))
              WITH ORDINALITY AS n(hash, category, kind, difficulty, body, answers, wrong, explanation, explained, tolerance, tolerated, ord)
            ORDER BY n.ord
            ON CONFLICT (content_hash) DO NOTHING
            RETURNING id
            """, logger: logger)
        var inserted = 0
        for try await _ in rows.decode(Int64.self) { inserted += 1 }
        return inserted
    }

    public func categories() async throws -> [CategorySummary] {
        // The kept counts, never the question table, as the SQLite store reads them.
        var counts: [String: [Difficulty: Int]] = [:]
        var kinds: [String: [QuestionKind: Int]] = [:]
        var totals: [String: Int] = [:]
        let rows = try await query(
            """
            SELECT category_id, difficulty, kind, SUM(n)::BIGINT FROM question_count
            GROUP BY category_id, difficulty, kind HAVING SUM(n) > 0
            """)
        for try await (category, difficulty, kind, n) in rows.decode((String, String, String, Int).self) {
            totals[category, default: 0] += n
            if let d = Difficulty(rawValue: difficulty) { counts[category, default: [:]][d, default: 0] += n }
            if let k = QuestionKind(rawValue: kind) { kinds[category, default: [:]][k, default: 0] += n }
        }
        let summaries = try await categoryList().compactMap { category in
            totals[category.id].map {
                CategorySummary(category: category, total: $0, byDifficulty: counts[category.id] ?? [:], byKind: kinds[category.id] ?? [:])
            }
        }
        // SQLite's ORDER BY name (binary), without relying on a collation.
        return summaries.sorted {
            $0.category.name != $1.category.name
                ? Array($0.category.name.utf8).lexicographicallyPrecedes($1.category.name.utf8)
                : Array($0.category.id.utf8).lexicographicallyPrecedes($1.category.id.utf8)
        }
    }

    public func categoryList() async throws -> [Category] {
        var list: [Category] = []
        let rows = try await query("SELECT id, name, description, language FROM category")
        for try await (id, name, description, language) in rows.decode((String, String, String?, String).self) {
            list.append(Category(id: id, name: name, description: description, language: Language(rawValue: language) ?? .en))
        }
        return list
    }

    public func questions(in categoryID: String?) async throws -> [Question] {
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance FROM question
            WHERE retired = FALSE AND (\(categoryID)::TEXT IS NULL OR category_id = \(categoryID)) ORDER BY id
            """)
        return try await Self.questions(from: rows)
    }

    package static func questions(from rows: PostgresRowSequence) async throws -> [Question] {
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

    package static func json(_ list: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(list)) ?? Data("[]".utf8), as: UTF8.self)
    }

    package static func list(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}
