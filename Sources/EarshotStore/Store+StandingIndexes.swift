import GRDB

extension Store {
    /// Indexes that answer a game's end from the index alone: a player's place
    /// (`Store+Standing.swift`, all time or one day) and the period boards group the completed
    /// games of a mode and category by player. Through `game_by_board` SQLite read every such
    /// game's row for its player and sorted them; with the player and the score in the index
    /// it reads neither. On 40,000 games, a place all time took 44 ms and now 6, a day's 35 ms
    /// and now 2 (docs/performance.md, "The work per answer"). The PostgreSQL twin is
    /// `PostgresStore+StandingIndexes.swift`, under the same name.
    static func registerStandingIndexes(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9-standing-indexes") { db in
            try db.create(
                index: "game_by_standing", on: "game", columns: ["mode", "categoryID", "outcome", "playerID", "score"])
            try db.create(
                index: "game_by_day_standing", on: "game", columns: ["mode", "categoryID", "outcome", "day", "playerID", "score"])
        }
    }
}
