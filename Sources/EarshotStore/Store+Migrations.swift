import EarshotCore
import GRDB

extension Store {
    /// The schema's migrations, by name. A migration that has shipped is never edited: add a
    /// new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-initial") { db in
            try db.create(table: "player") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                t.column("createdAt", .datetime).notNull()
                t.column("settings", .text).notNull().defaults(to: "{}")
            }
            try db.create(table: "pack") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("contentHash", .text).notNull()
                t.column("loadedAt", .datetime).notNull()
            }
            try db.create(table: "category") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("description", .text)
                t.column("questionCount", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "question") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("contentHash", .text).notNull().unique()
                t.column("packID", .text).notNull()
                t.column("categoryID", .text).notNull().references("category")
                t.column("kind", .text).notNull()
                t.column("difficulty", .text).notNull()
                t.column("text", .text).notNull()
                t.column("answers", .text).notNull()
                t.column("wrong", .text).notNull()
                t.column("explanation", .text)
                t.column("tolerance", .double)
                t.column("retired", .boolean).notNull().defaults(to: false)
            }
            try db.create(index: "question_by_category", on: "question", columns: ["categoryID", "retired", "id"])
            try db.create(index: "question_by_pack", on: "question", columns: ["packID"])
            try db.create(table: "game") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("mode", .text).notNull()
                t.column("categoryID", .text)
                t.column("seed", .integer).notNull()
                t.column("startedAt", .datetime).notNull()
                t.column("endedAt", .datetime)
                t.column("outcome", .text).notNull().defaults(to: "playing")
                t.column("score", .integer).notNull().defaults(to: 0)
                t.column("correct", .integer).notNull().defaults(to: 0)
                t.column("total", .integer).notNull()
                t.column("seconds", .double)
                t.column("day", .text).notNull()
                t.column("timing", .text)
            }
            try db.create(index: "game_by_board", on: "game", columns: ["mode", "categoryID", "outcome", "score"])
            try db.create(index: "game_by_player", on: "game", columns: ["playerID", "day"])
            try db.create(table: "answer") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("gameID", .integer).notNull().references("game", onDelete: .cascade)
                t.column("questionID", .integer).references("question", onDelete: .setNull)
                t.column("position", .integer).notNull()
                t.column("given", .text)
                t.column("correct", .boolean).notNull()
                t.column("points", .integer).notNull()
                t.column("status", .text).notNull()
                t.column("seconds", .double).notNull()
            }
            try db.create(index: "answer_by_game", on: "answer", columns: ["gameID"])
        }
        registerReviewDeck(in: &migrator)
        registerCommunityMigrations(&migrator)
        registerScaleMigrations(&migrator)
        registerImportRuns(&migrator)
        registerCategoryLanguage(&migrator)
        registerGuessWhoBoards(&migrator)
        registerNameKeys(&migrator)
        registerPluginData(&migrator)
        registerLiveRooms(&migrator)
        registerReports(&migrator)
        registerThrottles(&migrator)
        registerStandingIndexes(&migrator)
        registerBoardIndexes(&migrator)
        return migrator
    }
}
