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

    /// The index a board of a day or a week reads (`Store+Boards.swift`, `Store+Periods.swift`),
    /// and a player's place over a week: the completed games of a mode on some days, by player,
    /// in any category. Through `game_by_board` SQLite read every game of the mode ever played,
    /// each row for its day; on 40,000 games of seven days a day's board took 39 ms and now
    /// 2.4, a five days' board 54 ms and now 12, a place over five days 46 ms and now 11.
    static func registerBoardIndexes(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-board-indexes") { db in
            try db.create(index: "game_by_day_board", on: "game", columns: ["mode", "outcome", "day", "playerID", "score"])
        }
    }
}
