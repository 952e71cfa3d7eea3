import EarshotCore
import EarshotStore
import PostgresNIO

extension PostgresStore {
    /// Draws questions as the SQLite store does, step for step (the same seed over the same
    /// bank gives the same questions in the same order): one category's ids through its
    /// index, or categories picked by their stored counts first. Never `ORDER BY random()`.
    public func draw(_ request: QuestionRequest) async throws -> [Question] {
        var random = SeededGenerator(seed: request.seed)
        let kinds = request.kinds.map(\.rawValue)
        var picks: [Int64] = []
        if let categoryID = request.categoryID {
            picks = try await ids(category: categoryID, kinds: kinds).shuffled(using: &random).prefix(request.count).map { $0 }
        } else {
            var categories: [(id: String, count: Int)] = []
            let rows = try await query("SELECT id, question_count FROM category WHERE question_count > 0")
            for try await (id, count) in rows.decode((String, Int).self) { categories.append((id, count)) }
            // Binary order, as SQLite's ORDER BY id, without relying on a collation.
            categories.sort { Array($0.id.utf8).lexicographicallyPrecedes($1.id.utf8) }
            guard !categories.isEmpty else { return [] }
            var wanted: [String: Int] = [:]
            var order: [String] = []
            let total = categories.reduce(0) { $0 + $1.count }
            for _ in 0..<request.count {
                var r = Int.random(in: 0..<max(total, 1), using: &random)
                let pick =
                    categories.first { c in
                        if r < c.count { return true }
                        r -= c.count
                        return false
                    } ?? categories[0]
                wanted[pick.id, default: 0] += 1
                order.append(pick.id)
            }
            var pools: [String: [Int64]] = [:]
            for id in wanted.keys.sorted() {
                pools[id] = try await ids(category: id, kinds: kinds).shuffled(using: &random)
            }
            for id in order {
                if let next = pools[id]?.popLast() { picks.append(next) }
            }
        }
        guard !picks.isEmpty else { return [] }
        let rows = try await query(
            """
            SELECT id, category_id, kind, difficulty, text, answers, wrong, explanation, tolerance FROM question
            WHERE id = ANY(\(picks))
            """)
        let found = try await Self.questions(from: rows)
        let byID = Dictionary(uniqueKeysWithValues: found.compactMap { q in q.storeID.map { ($0, q) } })
        return picks.compactMap { byID[$0] }
    }

    func ids(category: String, kinds: [String]) async throws -> [Int64] {
        var ids: [Int64] = []
        let rows = try await query(
            """
            SELECT id FROM question WHERE category_id = \(category) AND retired = FALSE AND kind = ANY(\(kinds)) ORDER BY id
            """)
        for try await id in rows.decode(Int64.self) { ids.append(id) }
        return ids
    }
}
