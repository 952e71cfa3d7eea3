import EarshotCore
import GRDB

extension Store: QuestionSource {
    /// Draws questions in time that does not grow with the bank: it reads the counts of the
    /// wanted categories and kinds (`question_count`, a few rows), picks `count` distinct
    /// positions among all matching questions at random, and fetches each through
    /// `question_draw`'s key (category, kind, ordinal): k questions cost k key lookups. Every matching
    /// question is equally likely. The same seed over the same bank gives the same questions
    /// in the same order.
    public func draw(_ request: QuestionRequest) async throws -> [Question] {
        try await read { db in
            // All categories: the player's language first, when it has enough questions.
            var language: Language?
            if request.categoryID == nil, let wanted = request.language,
                try Self.questionCount(db, language: wanted, kinds: request.kinds) >= request.count
            {
                language = wanted
            }
            let slices = try Self.slices(db, categoryID: request.categoryID, kinds: request.kinds, language: language)
            let total = slices.reduce(0) { $0 + $1.size }
            guard total > 0, request.count > 0 else { return [] }
            var random = SeededGenerator(seed: request.seed)
            let positions = QuestionDraw.positions(request.count, below: total, using: &random)
            let statement = try db.cachedStatement(
                sql: """
                    SELECT q.* FROM question_draw d JOIN question q ON q.id = d.questionID
                    WHERE d.categoryID = ? AND d.kind = ? AND d.ordinal = ?
                    """)
            var questions: [Question] = []
            for position in positions {
                var ordinal = position
                for slice in slices {
                    guard ordinal >= slice.size else {
                        let row = try QuestionRecord.fetchOne(statement, arguments: [slice.categoryID, slice.kind, ordinal])
                        if let q = row?.question { questions.append(q) }
                        break
                    }
                    ordinal -= slice.size
                }
            }
            return questions
        }
    }

    /// One category and kind's drawable questions, numbered 0..<size in `question_draw`.
    struct Slice: Equatable {
        var categoryID: String
        var kind: String
        var size: Int
    }

    /// The non-empty slices for a category (or all) and the wanted kinds, in a fixed order.
    static func slices(_ db: Database, categoryID: String?, kinds: [QuestionKind], language: Language? = nil) throws -> [Slice] {
        let wanted = Set(kinds.map(\.rawValue))
        var sql = "SELECT categoryID, kind, SUM(n) AS size FROM question_count"
        var arguments: StatementArguments = []
        if let categoryID {
            sql += " WHERE categoryID = ?"
            arguments = [categoryID]
        } else if let language {
            sql += " WHERE categoryID IN (SELECT id FROM category WHERE language = ?)"
            arguments = [language.rawValue]
        }
        sql += " GROUP BY categoryID, kind HAVING SUM(n) > 0 ORDER BY categoryID, kind"
        // Cached: each game's draw asks, in one of three forms.
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).compactMap { row in
            let kind: String = row["kind"]
            guard wanted.contains(kind) else { return nil }
            return Slice(categoryID: row["categoryID"], kind: kind, size: row["size"])
        }
    }
}
