import EarshotCore
import GRDB

extension Store {
    /// A player's place among the players with a completed game matching `filter` (SQL over
    /// `game`, with `arguments`): their best score, how many players have one, and how many
    /// of those did better. Counted by SQLite, so that a board of thousands is not read into
    /// the program at every game's end (the summary asks twice). Banned players do not count.
    static func place(
        of playerID: Int64, where filter: String, _ arguments: StatementArguments, _ db: Database
    ) throws -> (best: Int?, players: Int, above: Int) {
        // Cached: every game's end asks, with one of a few fixed filters.
        let row = try Row.fetchOne(db.cachedStatement(sql: placeSQL(filter)), arguments: arguments + [playerID])
        return (row?["best"], row?["players"] ?? 0, row?["above"] ?? 0)
    }

    /// The SQL of ``place(of:where:_:_:)``: its arguments are the filter's, then the player.
    /// The completed games of a mode and category are grouped by player from an index alone
    /// (`game_by_standing`, or `game_by_day_standing` for one day: `Store+StandingIndexes.swift`).
    static func placeSQL(_ filter: String) -> String {
        """
        WITH bests AS MATERIALIZED (
          SELECT playerID, MAX(score) AS best FROM game
          WHERE outcome = 'completed' AND \(filter) AND playerID NOT IN (SELECT id FROM player WHERE banned = 1)
          GROUP BY playerID),
        mine AS (SELECT best FROM bests WHERE playerID = ?)
        SELECT (SELECT best FROM mine) AS best, (SELECT COUNT(*) FROM bests) AS players,
          (SELECT COUNT(*) FROM bests WHERE best > (SELECT best FROM mine)) AS above
        """
    }
}
