import PostgresNIO

extension PostgresStore {
    /// `v9-standing-indexes`, the twin of the SQLite migration of that name
    /// (`Store+StandingIndexes.swift`): a player's place and the period boards, at every
    /// game's end, read the completed games of a mode by player from the index alone.
    static let standingIndexesMigration: [PostgresQuery] = [
        "CREATE INDEX IF NOT EXISTS game_by_standing ON game (mode, category_id, outcome, player_id, score)",
        "CREATE INDEX IF NOT EXISTS game_by_day_standing ON game (mode, category_id, outcome, day, player_id, score)",
    ]

    /// `v10-board-indexes`, the twin of the SQLite migration of that name: the boards of a day
    /// or a week, and a place over a week, read a mode's completed games on those days by
    /// player, in any category.
    static let boardIndexesMigration: [PostgresQuery] = [
        "CREATE INDEX IF NOT EXISTS game_by_day_board ON game (mode, outcome, day, player_id, score)"
    ]
}
