import EarshotCore
import PostgresNIO

/// One question as the draw bookkeeping sees it.
package struct DrawKey: Sendable, Equatable {
    var id: Int64
    var categoryID: String
    var kind: String
    var difficulty: String

    package init(id: Int64, categoryID: String, kind: String, difficulty: String) {
        self.id = id
        self.categoryID = categoryID
        self.kind = kind
        self.difficulty = difficulty
    }
}

extension PostgresStore {
    /// Takes the bank's write lock for the rest of the transaction (a row lock on
    /// `question_draw_mark`, which CockroachDB and YugabyteDB also take) and returns the mark:
    /// every question at or below it is numbered. Every transaction that adds, retires or moves
    /// questions takes it first, so question ids grow in commit order and two servers never
    /// number the same slice at once.
    @discardableResult
    package func lockBank(_ db: PostgresConnection) async throws -> Int64 {
        let rows = try await db.query("SELECT up_to FROM question_draw_mark WHERE id = 1 FOR UPDATE", logger: logger)
        for try await mark in rows.decode(Int64.self) { return mark }
        throw StoreError("The PostgreSQL store at \(location) has no draw mark: its migrations did not finish.")
    }

    /// Numbers every drawable question above the mark, by id, after the last ordinal of its
    /// category and kind, adds them to the counts, and moves the mark; then copies the counts
    /// into `category.question_count`. The same statements as the SQLite store's
    /// `numberNewQuestions`, so the same bank gets the same ordinals in both stores.
    package func numberNewQuestions(_ db: PostgresConnection) async throws {
        let mark = try await lockBank(db)
        try await db.query(
            """
            INSERT INTO question_draw (category_id, kind, ordinal, question_id)
              SELECT q.category_id, q.kind,
                ROW_NUMBER() OVER (PARTITION BY q.category_id, q.kind ORDER BY q.id) - 1 + COALESCE(base.n, 0)::BIGINT, q.id
              FROM question q
              LEFT JOIN (SELECT category_id, kind, SUM(n)::BIGINT AS n FROM question_count GROUP BY category_id, kind) base
                ON base.category_id = q.category_id AND base.kind = q.kind
              WHERE q.id > \(mark) AND q.retired = FALSE
            """, logger: logger)
        try await db.query(
            """
            INSERT INTO question_count (category_id, difficulty, kind, n)
              SELECT q.category_id, q.difficulty, q.kind, COUNT(*)::BIGINT FROM question q
              WHERE q.id > \(mark) AND q.retired = FALSE GROUP BY q.category_id, q.difficulty, q.kind
              ON CONFLICT (category_id, difficulty, kind) DO UPDATE SET n = question_count.n + excluded.n
            """, logger: logger)
        try await db.query(
            """
            UPDATE question_draw_mark SET up_to = GREATEST(up_to, COALESCE((SELECT MAX(id) FROM question), 0)) WHERE id = 1
            """, logger: logger)
        try await recount(db)
    }

    /// Copies the kept counts into `category.question_count`.
    package func recount(_ db: PostgresConnection) async throws {
        try await db.query(
            """
            UPDATE category SET question_count =
              (SELECT COALESCE(SUM(n), 0)::INTEGER FROM question_count WHERE question_count.category_id = category.id)
            """, logger: logger)
    }

    /// How many drawable questions a category and kind hold.
    func sliceSize(_ db: PostgresConnection, categoryID: String, kind: String) async throws -> Int64 {
        let rows = try await db.query(
            "SELECT COALESCE(SUM(n), 0)::BIGINT FROM question_count WHERE category_id = \(categoryID) AND kind = \(kind)",
            logger: logger)
        for try await n in rows.decode(Int64.self) { return n }
        return 0
    }

    /// A numbered, drawable question leaves its slice (retired, deleted, or moved): the
    /// slice's last question takes its ordinal, and its count goes down. What SQLite's
    /// `question_leaves` trigger does. Call under ``lockBank(_:)``, for a question at or below
    /// the mark that was not retired.
    package func leave(_ q: DrawKey, _ db: PostgresConnection) async throws {
        let last = try await sliceSize(db, categoryID: q.categoryID, kind: q.kind) - 1
        try await db.query(
            """
            UPDATE question_draw SET question_id =
                (SELECT question_id FROM question_draw WHERE category_id = \(q.categoryID) AND kind = \(q.kind) AND ordinal = \(last))
              WHERE category_id = \(q.categoryID) AND kind = \(q.kind) AND question_id = \(q.id)
            """, logger: logger)
        try await db.query(
            "DELETE FROM question_draw WHERE category_id = \(q.categoryID) AND kind = \(q.kind) AND ordinal = \(last)",
            logger: logger)
        try await db.query(
            """
            UPDATE question_count SET n = n - 1
            WHERE category_id = \(q.categoryID) AND difficulty = \(q.difficulty) AND kind = \(q.kind)
            """, logger: logger)
    }

    /// A numbered question becomes drawable (brought back, or moved into a slice): it takes
    /// the next ordinal of its slice. What SQLite's `question_moves` trigger does.
    package func join(_ q: DrawKey, _ db: PostgresConnection) async throws {
        let next = try await sliceSize(db, categoryID: q.categoryID, kind: q.kind)
        try await db.query(
            """
            INSERT INTO question_draw (category_id, kind, ordinal, question_id) VALUES (\(q.categoryID), \(q.kind), \(next), \(q.id))
            """, logger: logger)
        try await db.query(
            """
            INSERT INTO question_count (category_id, difficulty, kind, n) VALUES (\(q.categoryID), \(q.difficulty), \(q.kind), 1)
            ON CONFLICT (category_id, difficulty, kind) DO UPDATE SET n = question_count.n + 1
            """, logger: logger)
    }

    /// Sets `retired` on questions, keeping the ordinals and counts exact: they leave or join
    /// their slices in id order (as the SQLite store's triggers meet them), or in the order of
    /// `ids` when `inGivenOrder` (a pack bringing back its questions in the pack's order). Call
    /// under ``lockBank(_:)``; `mark` is what it returned. Returns the ids whose state changed.
    @discardableResult
    package func setRetired(
        _ retired: Bool, ids: [Int64], mark: Int64, _ db: PostgresConnection, inGivenOrder: Bool = false
    ) async throws -> [Int64] {
        guard !ids.isEmpty else { return [] }
        let rows = try await db.query(
            """
            SELECT id, category_id, kind, difficulty FROM question WHERE id = ANY(\(ids)) AND retired = \(!retired) ORDER BY id
            """, logger: logger)
        var keys: [DrawKey] = []
        for try await (id, category, kind, difficulty) in rows.decode((Int64, String, String, String).self) {
            keys.append(DrawKey(id: id, categoryID: category, kind: kind, difficulty: difficulty))
        }
        guard !keys.isEmpty else { return [] }
        if inGivenOrder {
            var place: [Int64: Int] = [:]
            for (i, id) in ids.enumerated() where place[id] == nil { place[id] = i }
            keys.sort { place[$0.id, default: 0] < place[$1.id, default: 0] }
        }
        let changed = keys.map(\.id)
        try await db.query("UPDATE question SET retired = \(retired) WHERE id = ANY(\(changed))", logger: logger)
        let numbered = keys.filter { $0.id <= mark }
        if retired { try await leaveAll(numbered, db) } else { try await joinAll(numbered, db) }
        return changed
    }
}
