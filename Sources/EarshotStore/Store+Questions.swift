import EarshotCore
import Foundation
import GRDB

extension Store {
    /// The content hash of the pack stored under `id`, if any.
    public func packHash(_ id: String) async throws -> String? {
        try await read { db in try PackRecord.fetchOne(db, key: id)?.contentHash }
    }

    /// Loads `pack` into the bank in one transaction: new questions are added, questions no
    /// longer in the pack are retired (kept for old games' records, never drawn).
    @discardableResult
    public func install(_ pack: Pack) async throws -> PackInstallResult {
        try await write { db in
            var result = PackInstallResult()
            if try PackRecord.fetchOne(db, key: pack.id)?.contentHash == pack.contentHash {
                result.changed = false
                return result
            }
            for c in pack.categories {
                try CategoryRecord(id: c.id, name: c.name, description: c.description, questionCount: 0, language: c.language.rawValue)
                    .upsert(db)
            }
            let hashes = try result.merge(pack.questions, packID: pack.id, db: db)
            let stale = try QuestionRecord.filter(Column("packID") == pack.id && Column("retired") == false)
                .fetchAll(db).filter { !hashes.contains($0.contentHash) }
            for var q in stale {
                q.retired = true
                try q.update(db)
            }
            result.retired = stale.count
            try PackRecord(id: pack.id, name: pack.name, contentHash: pack.contentHash, loadedAt: self.now).upsert(db)
            try Self.numberNewQuestions(db)
            try Self.recount(db)
            return result
        }
    }

    /// Adds questions that are not already in the bank (by content hash), all or none, creating
    /// their categories when needed. Used by imports.
    @discardableResult
    public func add(_ questions: [Question], categories: [Category], source: String) async throws -> PackInstallResult {
        try await write { db in
            var result = PackInstallResult()
            for c in categories where try CategoryRecord.fetchOne(db, key: c.id) == nil {
                try CategoryRecord(id: c.id, name: c.name, description: c.description, questionCount: 0, language: c.language.rawValue)
                    .insert(db)
            }
            _ = try result.merge(questions, packID: source, db: db)
            try Self.numberNewQuestions(db)
            try Self.recount(db)
            return result
        }
    }

    /// Numbers any new questions for drawing, then copies the kept counts (`question_count`)
    /// into `category.questionCount`. Every write that adds questions (packs, imports, approved
    /// submissions, `add question`) ends with it, so new questions are drawable at once.
    package static func recount(_ db: Database) throws {
        try numberNewQuestions(db)
        try db.execute(
            sql: """
                UPDATE category SET questionCount =
                  (SELECT COALESCE(SUM(n), 0) FROM question_count WHERE question_count.categoryID = category.id)
                """)
    }

    /// Every category with at least one question, with counts. Reads the kept counts, never
    /// the question table, so it takes the same time whatever the bank's size.
    public func categories() async throws -> [CategorySummary] {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT categoryID, difficulty, kind, SUM(n) AS n FROM question_count
                    GROUP BY categoryID, difficulty, kind HAVING SUM(n) > 0
                    """)
            var counts: [String: [Difficulty: Int]] = [:]
            var kinds: [String: [QuestionKind: Int]] = [:]
            var totals: [String: Int] = [:]
            for row in rows {
                let id: String = row["categoryID"]
                let n: Int = row["n"]
                totals[id, default: 0] += n
                if let d = Difficulty(rawValue: row["difficulty"]) { counts[id, default: [:]][d, default: 0] += n }
                if let k = QuestionKind(rawValue: row["kind"]) { kinds[id, default: [:]][k, default: 0] += n }
            }
            return try CategoryRecord.order(Column("name")).fetchAll(db).compactMap {
                guard let total = totals[$0.id] else { return nil }
                return CategorySummary(
                    category: Category(
                        id: $0.id, name: $0.name, description: $0.description, language: Language(rawValue: $0.language) ?? .en),
                    total: total, byDifficulty: counts[$0.id] ?? [:], byKind: kinds[$0.id] ?? [:])
            }
        }
    }

    public func categoryList() async throws -> [Category] {
        try await read { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT id, name, description, language FROM category")).map {
                Category(
                    id: $0["id"], name: $0["name"], description: $0["description"], language: Language(rawValue: $0["language"]) ?? .en)
            }
        }
    }

    /// Every question of a category (or all), for export.
    public func questions(in categoryID: String?) async throws -> [Question] {
        try await read { db in
            var request = QuestionRecord.filter(Column("retired") == false)
            if let categoryID { request = request.filter(Column("categoryID") == categoryID) }
            return try request.order(Column("id")).fetchAll(db).compactMap(\.question)
        }
    }
}

extension PackInstallResult {
    /// Inserts the questions whose hash is new; returns every hash seen.
    fileprivate mutating func merge(_ questions: [Question], packID: String, db: Database) throws -> Set<String> {
        var hashes = Set<String>()
        for q in questions {
            let hash = q.contentHash
            guard hashes.insert(hash).inserted else {
                duplicates += 1
                continue
            }
            if var existing = try QuestionRecord.filter(Column("contentHash") == hash).fetchOne(db) {
                if existing.retired, existing.packID == packID {
                    existing.retired = false
                    try existing.update(db)
                    added += 1
                } else {
                    duplicates += 1
                }
                continue
            }
            var record = QuestionRecord(q, packID: packID)
            try record.insert(db)
            added += 1
        }
        return hashes
    }
}
