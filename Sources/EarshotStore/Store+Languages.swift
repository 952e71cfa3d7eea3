import EarshotCore
import GRDB

extension Store {
    /// Gives each category the language of its questions, so a game in "all categories" can
    /// draw the player's language first.
    static func registerCategoryLanguage(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-category-language") { db in
            try db.alter(table: "category") { t in
                t.add(column: "language", .text).notNull().defaults(to: "en")
            }
        }
    }

    /// The categories whose questions are in `language`, and how many questions of `kinds`
    /// they hold in all.
    static func questionCount(_ db: Database, language: Language, kinds: [QuestionKind]) throws -> Int {
        guard !kinds.isEmpty else { return 0 }
        let marks = Array(repeating: "?", count: kinds.count).joined(separator: ", ")
        var arguments: StatementArguments = [language.rawValue]
        for kind in kinds { arguments += [kind.rawValue] }
        // Cached: each game's draw asks, and the kinds a mode wants are few.
        let statement = try db.cachedStatement(
            sql: """
                SELECT COALESCE(SUM(qc.n), 0) FROM question_count qc JOIN category c ON c.id = qc.categoryID
                WHERE c.language = ? AND qc.kind IN (\(marks))
                """)
        return try Int.fetchOne(statement, arguments: arguments) ?? 0
    }
}
