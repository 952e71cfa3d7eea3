import GRDB

extension Store {
    /// The imported guess-who boards' table (issue 11). Shipped, so kept as it was;
    /// `v5-plugin-data` moves its rows to the guess-who plugin's shared data and drops it.
    static func registerGuessWhoBoards(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-guess-who-boards") { db in
            try db.create(table: "guessWhoBoard") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("characters", .integer).notNull()
                t.column("json", .text).notNull()
                t.column("importedAt", .text).notNull()
            }
        }
    }
}
