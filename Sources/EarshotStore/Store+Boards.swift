import EarshotCore
import GRDB

extension Store {
    /// How many games of `mode` the player has started on `day`, whether finished, left or
    /// still running: a once-a-day mode allows a start only when this is zero. A game that a
    /// crash ended before any question was answered (closed at start-up, `interrupted`) does
    /// not count, so the crash does not use up the day's try. A game the player left on purpose
    /// still counts, even with no answer: its first question was already heard.
    public func gamesStarted(playerID: Int64, mode: String, day: String) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM game g WHERE playerID = ? AND mode = ? AND day = ?
                    AND NOT (g.interrupted AND NOT EXISTS
                      (SELECT 1 FROM answer a WHERE a.gameID = g.id AND a.status != 'abandoned'))
                    """,
                arguments: [playerID, mode, day]) ?? 0
        }
    }

    /// The board of `mode` on `day`: each player's best completed score, highest first. Equal
    /// scores share a rank.
    public func board(mode: String, day: String, limit: Int = 10) async throws -> [BoardLine] {
        try await read { db in
            let rows = try Row.fetchAll(db.cachedStatement(sql: Self.boardSQL("g.day = ?")), arguments: [mode, day, limit])
            var lines: [BoardLine] = []
            for (i, row) in rows.enumerated() {
                let score: Int = row["best"]
                let rank = i > 0 && lines[i - 1].score == score ? lines[i - 1].rank : i + 1
                lines.append(BoardLine(rank: rank, player: row["name"], score: score))
            }
            return lines
        }
    }

    /// The SQL of a board over the days that `days` picks (`g.day = ?`, `g.day BETWEEN ? AND ?`):
    /// its arguments are the mode, the days', then the limit. The completed games of the mode
    /// on those days are grouped by player from `game_by_day_board` alone
    /// (`Store+StandingIndexes.swift`).
    static func boardSQL(_ days: String) -> String {
        """
        SELECT p.name AS name, MAX(g.score) AS best FROM game g JOIN player p ON p.id = g.playerID
        WHERE g.outcome = 'completed' AND g.mode = ? AND \(days) AND p.banned = 0
        GROUP BY g.playerID ORDER BY best DESC, p.name LIMIT ?
        """
    }

    /// The player's best completed scores in timed games, by mode, category and timing, so a
    /// score is never shown apart from the timing it was made with.
    public func timingBests(playerID: Int64) async throws -> [TimingBest] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT g.mode, g.categoryID, c.name AS categoryName, g.timing, MAX(g.score) AS best
                    FROM game g LEFT JOIN category c ON c.id = g.categoryID
                    WHERE g.playerID = ? AND g.outcome = 'completed' AND g.timing IS NOT NULL
                    GROUP BY g.mode, g.categoryID, g.timing ORDER BY g.mode, g.categoryID, best DESC
                    """, arguments: [playerID]
            ).map { row in
                TimingBest(
                    mode: row["mode"], categoryID: row["categoryID"],
                    categoryName: row["categoryName"] ?? (row["categoryID"] as String?) ?? "All categories",
                    timing: row["timing"], best: row["best"])
            }
        }
    }
}
