import EarshotCore
import PostgresNIO

/// One draw slice: the questions of one category and kind, numbered 0, 1, 2…
struct OrdinalSlice: Hashable, Sendable {
    var categoryID: String
    var kind: String
}

extension PostgresStore {
    /// Many numbered questions leave their slices at once (a pack that lost many questions):
    /// the same ordinals and counts as ``leave(_:_:)`` called for each in turn (the slice's
    /// last question takes the leaving one's ordinal), worked out in Swift from the leaving
    /// questions' rows and the slice's tail, then written with a few statements per slice.
    /// Call under ``lockBank(_:)`` with drawable questions at or below the mark, in the order
    /// they leave.
    func leaveAll(_ keys: [DrawKey], _ db: PostgresConnection) async throws {
        var slices: [OrdinalSlice: [DrawKey]] = [:]
        var order: [OrdinalSlice] = []
        for key in keys {
            let slice = OrdinalSlice(categoryID: key.categoryID, kind: key.kind)
            if slices[slice] == nil { order.append(slice) }
            slices[slice, default: []].append(key)
        }
        for slice in order {
            let leaving = slices[slice] ?? []
            let size = try await sliceSize(db, categoryID: slice.categoryID, kind: slice.kind)
            let tail = size - Int64(leaving.count)
            var at: [Int64: Int64] = [:]
            var ordinalOf: [Int64: Int64] = [:]
            let rows = try await db.query(
                """
                SELECT ordinal, question_id FROM question_draw WHERE category_id = \(slice.categoryID) AND kind = \(slice.kind)
                  AND (question_id = ANY(\(leaving.map(\.id))) OR ordinal >= \(tail))
                """, logger: logger)
            for try await (ordinal, question) in rows.decode((Int64, Int64).self) {
                at[ordinal] = question
                ordinalOf[question] = ordinal
            }
            let before = at
            var last = size - 1
            for key in leaving {
                if let ordinal = ordinalOf.removeValue(forKey: key.id) {
                    guard let moving = at[last] else {
                        throw StoreError("The PostgreSQL store at \(location) has a gap in its draw numbers: \(slice.categoryID).")
                    }
                    at[ordinal] = moving
                    ordinalOf[moving] = ordinal
                }
                at.removeValue(forKey: last)
                last -= 1
            }
            let changed = at.filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }
            if !changed.isEmpty {
                try await db.query(
                    """
                    INSERT INTO question_draw (category_id, kind, ordinal, question_id)
                      SELECT \(slice.categoryID), \(slice.kind), m.ordinal, m.question_id
                      FROM unnest(\(changed.map(\.key)), \(changed.map(\.value))) AS m(ordinal, question_id)
                    ON CONFLICT (category_id, kind, ordinal) DO UPDATE SET question_id = excluded.question_id
                    """, logger: logger)
            }
            try await db.query(
                """
                DELETE FROM question_draw WHERE category_id = \(slice.categoryID) AND kind = \(slice.kind)
                  AND ordinal >= \(tail) AND ordinal < \(size)
                """, logger: logger)
            var byDifficulty: [String: Int64] = [:]
            for key in leaving { byDifficulty[key.difficulty, default: 0] += 1 }
            for (difficulty, n) in byDifficulty.sorted(by: { $0.key < $1.key }) {
                try await db.query(
                    """
                    UPDATE question_count SET n = n - \(n)
                    WHERE category_id = \(slice.categoryID) AND difficulty = \(difficulty) AND kind = \(slice.kind)
                    """, logger: logger)
            }
        }
    }

    /// Many numbered questions become drawable at once (a pack bringing back questions it had
    /// lost): each takes the next ordinal of its slice in the order given, as ``join(_:_:)``
    /// called for each in turn, in two statements. Call under ``lockBank(_:)``.
    func joinAll(_ keys: [DrawKey], _ db: PostgresConnection) async throws {
        guard !keys.isEmpty else { return }
        let (ids, categories, kinds, difficulties) = (
            keys.map(\.id), keys.map(\.categoryID), keys.map(\.kind), keys.map(\.difficulty)
        )
        try await db.query(
            """
            INSERT INTO question_draw (category_id, kind, ordinal, question_id)
              SELECT r.category_id, r.kind,
                ROW_NUMBER() OVER (PARTITION BY r.category_id, r.kind ORDER BY r.ord) - 1 + COALESCE(base.n, 0)::BIGINT, r.id
              FROM unnest(\(ids), \(categories), \(kinds)) WITH ORDINALITY AS r(id, category_id, kind, ord)
              LEFT JOIN (SELECT category_id, kind, SUM(n)::BIGINT AS n FROM question_count GROUP BY category_id, kind) base
                ON base.category_id = r.category_id AND base.kind = r.kind
            """, logger: logger)
        try await db.query(
            """
            INSERT INTO question_count (category_id, difficulty, kind, n)
              SELECT r.category_id, r.difficulty, r.kind, COUNT(*)::BIGINT
              FROM unnest(\(categories), \(difficulties), \(kinds)) AS r(category_id, difficulty, kind)
              GROUP BY r.category_id, r.difficulty, r.kind
            ON CONFLICT (category_id, difficulty, kind) DO UPDATE SET n = question_count.n + excluded.n
            """, logger: logger)
    }
}
