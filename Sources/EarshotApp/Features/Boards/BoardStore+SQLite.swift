import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``BoardStore`` on SQLite.
extension Store: BoardStore {
    /// The points of completed games matching `query`, summed per player, highest first.
    /// Equal points share a rank (1, 2, 2, 4); banned players are left out.
    public func leaderboard(_ query: LeaderboardQuery, playerID: Int64, limit: Int = 10) async throws -> Leaderboard {
        try await read { db in
            var sql = """
                SELECT g.playerID AS id, p.name AS name, SUM(g.score) AS points FROM game g JOIN player p ON p.id = g.playerID
                WHERE g.outcome = 'completed' AND p.banned = 0
                """
            var args: [any DatabaseValueConvertible] = []
            if let from = query.from, let through = query.through {
                sql += " AND g.day BETWEEN ? AND ?"
                args += [from, through]
            }
            if let mode = query.mode {
                sql += " AND g.mode = ?"
                args.append(mode)
            }
            if let category = query.categoryID {
                sql += " AND g.categoryID = ?"
                args.append(category)
            }
            if let ids = query.playerIDs {
                sql += " AND g.playerID IN (\(ids.map { _ in "?" }.joined(separator: ",")))"
                args += ids.map { $0 as any DatabaseValueConvertible }
                if ids.isEmpty { sql += " AND 0" }
            }
            sql += " GROUP BY g.playerID ORDER BY points DESC, p.name COLLATE NOCASE"
            let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(args))
            var ranked: [(id: Int64, entry: BoardEntry)] = []
            for (i, row) in rows.enumerated() {
                let points: Int = row["points"]
                let rank = i > 0 && ranked[i - 1].entry.score == points ? ranked[i - 1].entry.rank : i + 1
                ranked.append((row["id"], BoardEntry(rank: rank, player: row["name"], score: points)))
            }
            let mine = ranked.first { $0.id == playerID }
            return Leaderboard(
                top: Array(ranked.prefix(limit).map(\.entry)),
                mine: BoardStanding(rank: mine?.entry.rank, players: ranked.count, best: mine?.entry.score))
        }
    }

    /// The player's last finished games, newest first.
    public func recentGames(playerID: Int64, limit: Int) async throws -> [GameLine] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, mode, categoryID, day, outcome, score, correct, total FROM game
                    WHERE playerID = ? AND outcome != 'playing' ORDER BY startedAt DESC, id DESC LIMIT ?
                    """, arguments: [playerID, limit]
            ).map(Self.gameLine)
        }
    }

    /// Total points of every completed game: the level is 1 + this ÷ 100.
    public func totalPoints(playerID: Int64) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT COALESCE(SUM(score), 0) FROM game WHERE playerID = ? AND outcome = 'completed'",
                arguments: [playerID]) ?? 0
        }
    }

    /// The player's best completed score in each mode.
    public func bestPerMode(playerID: Int64) async throws -> [(mode: String, best: Int)] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT mode, MAX(score) AS best FROM game WHERE playerID = ? AND outcome = 'completed' GROUP BY mode ORDER BY mode",
                arguments: [playerID]
            ).map { ($0["mode"], $0["best"]) }
        }
    }

    /// Games, points, accuracy and the best daily of a player from `from` through `through`.
    public func totals(playerID: Int64, from: String, through: String) async throws -> PeriodTotals {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) AS games, COALESCE(SUM(CASE WHEN outcome = 'completed' THEN score ELSE 0 END), 0) AS points,
                      COALESCE(SUM(correct), 0) AS correct,
                      (SELECT COUNT(*) FROM answer a JOIN game g2 ON g2.id = a.gameID WHERE g2.playerID = ? AND g2.day BETWEEN ? AND ?
                        AND g2.outcome != 'playing' AND a.status IN ('answered', 'skipped', 'timedOut')) AS answered,
                      MAX(CASE WHEN mode = 'daily' AND outcome = 'completed' THEN score END) AS bestDaily
                    FROM game WHERE playerID = ? AND day BETWEEN ? AND ? AND outcome != 'playing'
                    """, arguments: [playerID, from, through, playerID, from, through])!
            return PeriodTotals(
                games: row["games"], points: row["points"], correct: row["correct"], answered: row["answered"],
                bestDaily: row["bestDaily"])
        }
    }
}
