import EarshotCore
import GRDB

extension Store: QuestionSource {
    /// Draws questions without scanning the question table: for one category it reads that
    /// category's ids through its index; for all categories it first picks categories by their
    /// stored counts, then draws within each. The same seed over the same bank gives the same
    /// questions in the same order.
    public func draw(_ request: QuestionRequest) throws -> [Question] {
        try read { db in
            var random = SeededGenerator(seed: request.seed)
            let kinds = request.kinds.map(\.rawValue)
            var picks: [Int64] = []
            if let categoryID = request.categoryID {
                picks = try Self.ids(db, category: categoryID, kinds: kinds).shuffled(using: &random)
                    .prefix(request.count).map { $0 }
            } else {
                let categories = try CategoryRecord.filter(Column("questionCount") > 0).order(Column("id")).fetchAll(db)
                guard !categories.isEmpty else { return [] }
                var wanted: [String: Int] = [:]
                var order: [String] = []
                let total = categories.reduce(0) { $0 + $1.questionCount }
                for _ in 0..<request.count {
                    var r = Int.random(in: 0..<max(total, 1), using: &random)
                    let pick =
                        categories.first { c in
                            if r < c.questionCount { return true }
                            r -= c.questionCount
                            return false
                        } ?? categories[0]
                    wanted[pick.id, default: 0] += 1
                    order.append(pick.id)
                }
                var pools: [String: [Int64]] = [:]
                for id in wanted.keys.sorted() {
                    pools[id] = try Self.ids(db, category: id, kinds: kinds).shuffled(using: &random)
                }
                for id in order {
                    if let next = pools[id]?.popLast() { picks.append(next) }
                }
            }
            let rows = try QuestionRecord.fetchAll(db, keys: picks)
            let byID = Dictionary(uniqueKeysWithValues: rows.compactMap { r in r.id.map { ($0, r) } })
            return picks.compactMap { byID[$0]?.question }
        }
    }

    static func ids(_ db: Database, category: String, kinds: [String]) throws -> [Int64] {
        try Int64.fetchAll(
            db,
            QuestionRecord.select(Column("id"))
                .filter(Column("categoryID") == category && Column("retired") == false && kinds.contains(Column("kind")))
                .order(Column("id")))
    }
}
