import EarshotCore
import PostgresNIO

extension PostgresStore {
    /// Draws questions as the SQLite store does (`Store+Drawing.swift`), step for step: the
    /// counts of the wanted categories and kinds (`question_count`, a few rows), `count`
    /// distinct positions among all matching questions from the seed, and each question
    /// through `question_draw`'s key (category, kind, ordinal), so k questions cost k index
    /// lookups, never a scan and never `ORDER BY random()`. The same seed over the same bank
    /// gives the same questions in the same order, in either store.
    public func draw(_ request: QuestionRequest) async throws -> [Question] {
        // All categories: the player's language first, when it has enough questions (as SQLite).
        var language: Language?
        if request.categoryID == nil, let wanted = request.language {
            let inLanguage = try await drawSlices(categoryID: nil, kinds: request.kinds, language: wanted)
            if inLanguage.reduce(0, { $0 + $1.size }) >= request.count { language = wanted }
        }
        let slices = try await drawSlices(categoryID: request.categoryID, kinds: request.kinds, language: language)
        let total = slices.reduce(0) { $0 + $1.size }
        guard total > 0, request.count > 0 else { return [] }
        var random = SeededGenerator(seed: request.seed)
        let positions = QuestionDraw.positions(request.count, below: total, using: &random)
        // Each position becomes a key (category, kind, ordinal); one query fetches them all,
        // each through the primary key of `question_draw`.
        var categories: [String] = []
        var kinds: [String] = []
        var ordinals: [Int64] = []
        for position in positions {
            var ordinal = position
            for slice in slices {
                guard ordinal >= slice.size else {
                    categories.append(slice.categoryID)
                    kinds.append(slice.kind)
                    ordinals.append(Int64(ordinal))
                    break
                }
                ordinal -= slice.size
            }
        }
        let rows = try await query(
            """
            SELECT w.n, q.id, q.category_id, q.kind, q.difficulty, q.text, q.answers, q.wrong, q.explanation, q.tolerance
            FROM unnest(\(categories)::TEXT[], \(kinds)::TEXT[], \(ordinals)::BIGINT[]) WITH ORDINALITY AS w(c, k, o, n)
            JOIN question_draw d ON d.category_id = w.c AND d.kind = w.k AND d.ordinal = w.o
            JOIN question q ON q.id = d.question_id
            ORDER BY w.n
            """)
        var questions: [Question] = []
        for try await (_, id, category, kind, difficulty, text, answers, wrong, explanation, tolerance) in rows.decode(
            (Int64, Int64, String, String, String, String, String, String, String?, Double?).self)
        {
            guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { continue }
            questions.append(
                Question(
                    categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: Self.list(answers),
                    wrong: Self.list(wrong), explanation: explanation, tolerance: tolerance, storeID: id))
        }
        return questions
    }

    /// One category and kind's drawable questions, numbered 0..<size in `question_draw`.
    struct DrawSlice: Sendable {
        var categoryID: String
        var kind: String
        var size: Int
    }

    /// The non-empty slices for a category (or all) and the wanted kinds, in SQLite's order
    /// (category, then kind, byte by byte), sorted here rather than by a collation.
    func drawSlices(categoryID: String?, kinds: [QuestionKind], language: Language? = nil) async throws -> [DrawSlice] {
        let wanted = Set(kinds.map(\.rawValue))
        let code = language?.rawValue
        let rows = try await query(
            """
            SELECT category_id, kind, SUM(n)::BIGINT FROM question_count
            WHERE (\(categoryID)::TEXT IS NULL OR category_id = \(categoryID))
              AND (\(code)::TEXT IS NULL OR category_id IN (SELECT id FROM category WHERE language = \(code)))
            GROUP BY category_id, kind HAVING SUM(n) > 0
            """)
        var slices: [DrawSlice] = []
        for try await (category, kind, size) in rows.decode((String, String, Int).self) where wanted.contains(kind) {
            slices.append(DrawSlice(categoryID: category, kind: kind, size: size))
        }
        return slices.sorted {
            $0.categoryID != $1.categoryID
                ? Array($0.categoryID.utf8).lexicographicallyPrecedes($1.categoryID.utf8)
                : Array($0.kind.utf8).lexicographicallyPrecedes($1.kind.utf8)
        }
    }
}
