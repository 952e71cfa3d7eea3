import GRDB

extension Store {
    /// The review deck's table (issue 11): one row per player and question. Shipped, so kept
    /// as it was; `v5-plugin-data` moves its rows to the review plugin's data and drops it.
    static func registerReviewDeck(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("review-deck") { db in
            try db.create(table: "reviewCard") { t in
                t.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("questionID", .integer).notNull().references("question", onDelete: .cascade)
                t.column("stability", .double).notNull()
                t.column("difficulty", .double).notNull()
                t.column("lastReview", .text).notNull()
                t.column("due", .text).notNull()
                t.column("reviews", .integer).notNull()
                t.column("lapses", .integer).notNull()
                t.primaryKey(["playerID", "questionID"])
            }
            try db.create(index: "reviewCard_by_due", on: "reviewCard", columns: ["playerID", "due"])
        }
    }
}
