import EarshotCore
import Foundation
import GRDB

/// One finished game, as a profile or an export lists it.
public struct GameLine: Sendable, Equatable, Codable {
    public var id: Int64
    public var mode: String
    public var categoryID: String?
    public var day: String
    public var outcome: String
    public var score: Int
    public var correct: Int
    public var total: Int
}

/// A player's totals over a period (or all time).
public struct PeriodTotals: Sendable, Equatable {
    public var games: Int
    public var points: Int
    public var correct: Int
    public var answered: Int
    /// The best daily score in the period, if any.
    public var bestDaily: Int?
}

extension Store {
    /// The player's last finished games, newest first.
    public func recentGames(playerID: Int64, limit: Int) throws -> [GameLine] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, mode, categoryID, day, outcome, score, correct, total FROM game
                    WHERE playerID = ? AND outcome != 'playing' ORDER BY startedAt DESC, id DESC LIMIT ?
                    """, arguments: [playerID, limit]
            ).map(Self.gameLine)
        }
    }

    static func gameLine(_ r: Row) -> GameLine {
        GameLine(
            id: r["id"], mode: r["mode"], categoryID: r["categoryID"], day: r["day"], outcome: r["outcome"], score: r["score"],
            correct: r["correct"], total: r["total"])
    }

    /// Total points of every completed game: the level is 1 + this ÷ 100.
    public func totalPoints(playerID: Int64) throws -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT COALESCE(SUM(score), 0) FROM game WHERE playerID = ? AND outcome = 'completed'",
                arguments: [playerID]) ?? 0
        }
    }

    /// The player's best completed score in each mode.
    public func bestPerMode(playerID: Int64) throws -> [(mode: String, best: Int)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT mode, MAX(score) AS best FROM game WHERE playerID = ? AND outcome = 'completed' GROUP BY mode ORDER BY mode",
                arguments: [playerID]
            ).map { ($0["mode"], $0["best"]) }
        }
    }

    /// Games, points, accuracy and the best daily of a player from `from` through `through`.
    public func totals(playerID: Int64, from: String, through: String) throws -> PeriodTotals {
        try read { db in
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
