import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``BoardStore`` on PostgreSQL.
extension PostgresStore: BoardStore {
    public func totalPoints(playerID: Int64) async throws -> Int {
        let rows = try await query(
            "SELECT COALESCE(SUM(score), 0)::BIGINT FROM game WHERE player_id = \(playerID) AND outcome = 'completed'")
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func bestPerMode(playerID: Int64) async throws -> [(mode: String, best: Int)] {
        let rows = try await query(
            """
            SELECT mode, MAX(score)::BIGINT FROM game WHERE player_id = \(playerID) AND outcome = 'completed' GROUP BY mode
            """)
        var bests: [(mode: String, best: Int)] = []
        for try await (mode, best) in rows.decode((String, Int).self) { bests.append((mode, best)) }
        return bests.sorted { Array($0.mode.utf8).lexicographicallyPrecedes($1.mode.utf8) }
    }

    public func recentGames(playerID: Int64, limit: Int) async throws -> [GameLine] {
        let rows = try await query(
            """
            SELECT id, mode, category_id, day, outcome, score::BIGINT, correct::BIGINT, total::BIGINT FROM game
            WHERE player_id = \(playerID) AND outcome <> 'playing' ORDER BY started_at DESC, id DESC LIMIT \(limit)
            """)
        var games: [GameLine] = []
        for try await (id, mode, category, day, outcome, score, correct, total) in rows.decode(
            (Int64, String, String?, String, String, Int, Int, Int).self)
        {
            games.append(
                GameLine(
                    id: id, mode: mode, categoryID: category, day: day, outcome: outcome, score: score, correct: correct,
                    total: total))
        }
        return games
    }

    public func totals(playerID: Int64, from: String, through: String) async throws -> PeriodTotals {
        let rows = try await query(
            """
            SELECT COUNT(*)::BIGINT, COALESCE(SUM(CASE WHEN outcome = 'completed' THEN score ELSE 0 END), 0)::BIGINT,
              COALESCE(SUM(correct), 0)::BIGINT,
              (SELECT COUNT(*) FROM answer a JOIN game g2 ON g2.id = a.game_id
                WHERE g2.player_id = \(playerID) AND g2.day BETWEEN \(from) AND \(through) AND g2.outcome <> 'playing'
                AND a.status IN ('answered', 'skipped', 'timedOut'))::BIGINT,
              MAX(CASE WHEN mode = 'daily' AND outcome = 'completed' THEN score END)::BIGINT
            FROM game WHERE player_id = \(playerID) AND day BETWEEN \(from) AND \(through) AND outcome <> 'playing'
            """)
        for try await (games, points, correct, answered, best) in rows.decode((Int, Int, Int, Int, Int?).self) {
            return PeriodTotals(games: games, points: points, correct: correct, answered: answered, bestDaily: best)
        }
        return PeriodTotals(games: 0, points: 0, correct: 0, answered: 0, bestDaily: nil)
    }

    /// Each player's points over the games `query` matches, highest first, ties by name
    /// without regard to case (sorted here, as SQLite's `COLLATE NOCASE` sorts them).
    public func leaderboard(_ board: LeaderboardQuery, playerID: Int64, limit: Int) async throws -> Leaderboard {
        let everyone = board.playerIDs == nil
        let ids = board.playerIDs ?? []
        let (from, through) = board.from != nil && board.through != nil ? (board.from, board.through) : (nil, nil)
        let rows = try await query(
            """
            SELECT g.player_id, p.name, SUM(g.score)::BIGINT FROM game g JOIN player p ON p.id = g.player_id
            WHERE g.outcome = 'completed' AND NOT p.banned
              AND (\(from)::TEXT IS NULL OR g.day BETWEEN \(from) AND \(through))
              AND (\(board.mode)::TEXT IS NULL OR g.mode = \(board.mode))
              AND (\(board.categoryID)::TEXT IS NULL OR g.category_id = \(board.categoryID))
              AND (\(everyone) OR g.player_id = ANY(\(ids)))
            GROUP BY g.player_id, p.name
            """)
        var all: [(id: Int64, name: String, points: Int)] = []
        for try await (id, name, points) in rows.decode((Int64, String, Int).self) { all.append((id, name, points)) }
        all.sort { $0.points != $1.points ? $0.points > $1.points : Self.nocaseOrder($0.name, $1.name) }
        var ranked: [(id: Int64, entry: BoardEntry)] = []
        for (i, line) in all.enumerated() {
            let rank = i > 0 && ranked[i - 1].entry.score == line.points ? ranked[i - 1].entry.rank : i + 1
            ranked.append((line.id, BoardEntry(rank: rank, player: line.name, score: line.points)))
        }
        let mine = ranked.first { $0.id == playerID }
        return Leaderboard(
            top: Array(ranked.prefix(limit).map(\.entry)),
            mine: BoardStanding(rank: mine?.entry.rank, players: ranked.count, best: mine?.entry.score))
    }
}
