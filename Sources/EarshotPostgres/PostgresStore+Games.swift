import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    public func beginGame(playerID: Int64, setup: GameSetup, total: Int, timing: String?) async throws -> Int64 {
        let seed = Int64(bitPattern: setup.seed)
        let now = self.now
        let rows = try await query(
            """
            INSERT INTO game (player_id, mode, category_id, seed, started_at, outcome, score, correct, total, day, timing)
            VALUES (\(playerID), \(setup.modeID), \(setup.categoryID), \(seed), \(now), 'playing', 0, 0, \(total), \(setup.date), \(timing))
            RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The game could not be recorded.")
    }

    public func record(_ answer: AnswerRecord, gameID: Int64) async throws {
        _ = try await query(
            """
            INSERT INTO answer (game_id, question_id, position, given, correct, points, status, seconds)
            VALUES (\(gameID), \(answer.questionStoreID), \(answer.position), \(answer.given), \(answer.correct),
              \(answer.points), \(answer.status.rawValue), \(answer.seconds))
            """)
    }

    /// Records the end of a game. As in the SQLite store, the score and the number right are
    /// counted from the game's stored answers, so a score always equals the sum of its answer
    /// rows; an abandoned game keeps no points.
    public func finishGame(_ gameID: Int64, outcome: GameOutcome, status: ScoreStatus, seconds: Double) async throws {
        let completed = outcome == .completed
        let now = self.now
        _ = try await query(
            """
            UPDATE game SET outcome = \(outcome.rawValue),
              score = CASE WHEN \(completed) THEN (SELECT COALESCE(SUM(points), 0) FROM answer WHERE answer.game_id = game.id) ELSE 0 END,
              correct = (SELECT COUNT(*) FROM answer WHERE answer.game_id = game.id AND answer.correct),
              ended_at = \(now), seconds = \(seconds) WHERE id = \(gameID)
            """)
    }

    public func standing(playerID: Int64, mode: String, categoryID: String?, day: String?) async throws -> Standing {
        let place = try await place(of: playerID, mode: mode, category: .some(categoryID), from: day, through: day)
        return Standing(best: place.best, rank: place.best.map { _ in place.above + 1 }, players: place.players)
    }

    /// A player's place among the players with a completed game of `mode` (in `category` when
    /// given, `nil` inside it meaning games of no category; from `from` through `through` when
    /// given): their best, how many players have one, and how many did better. Counted by
    /// PostgreSQL, so that a board of thousands is not read into the program at every game's
    /// end. Banned players do not count.
    func place(of playerID: Int64, mode: String, category: String??, from: String?, through: String?) async throws -> (
        best: Int?, players: Int, above: Int
    ) {
        let anyCategory = category == nil
        let categoryID = category ?? nil
        let rows = try await query(
            """
            WITH bests AS MATERIALIZED (
              SELECT player_id, MAX(score)::BIGINT AS best FROM game
              WHERE outcome = 'completed' AND mode = \(mode)
                AND (\(anyCategory) OR category_id IS NOT DISTINCT FROM \(categoryID))
                AND (\(from)::TEXT IS NULL OR day BETWEEN \(from) AND \(through))
                AND player_id NOT IN (SELECT id FROM player WHERE banned)
              GROUP BY player_id),
            mine AS (SELECT best FROM bests WHERE player_id = \(playerID))
            SELECT (SELECT best FROM mine), (SELECT COUNT(*) FROM bests)::BIGINT,
              (SELECT COUNT(*) FROM bests WHERE best > (SELECT best FROM mine))::BIGINT
            """)
        for try await (best, players, above) in rows.decode((Int?, Int, Int).self) { return (best, players, above) }
        return (nil, 0, 0)
    }

    public func stats(playerID: Int64) async throws -> PlayerStats {
        let rows = try await query(
            """
            SELECT g.mode, g.category_id, c.name, COUNT(*)::BIGINT,
              COALESCE(SUM(g.correct), 0)::BIGINT,
              (SELECT COUNT(*) FROM answer a JOIN game g2 ON a.game_id = g2.id
                WHERE g2.player_id = g.player_id AND g2.mode = g.mode
                  AND g2.category_id IS NOT DISTINCT FROM g.category_id
                  AND a.status IN ('answered', 'skipped', 'timedOut'))::BIGINT,
              MAX(CASE WHEN g.outcome = 'completed' THEN g.score ELSE 0 END)::BIGINT,
              SUM(CASE WHEN g.outcome = 'completed' THEN 1 ELSE 0 END)::BIGINT
            FROM game g LEFT JOIN category c ON c.id = g.category_id
            WHERE g.player_id = \(playerID) AND g.outcome <> 'playing'
            GROUP BY g.player_id, g.mode, g.category_id, c.name
            ORDER BY g.mode, c.name NULLS FIRST
            """)
        var lines: [CategoryStats] = []
        var completed = 0
        for try await (mode, category, name, games, correct, answered, best, done) in rows.decode(
            (String, String?, String?, Int, Int, Int, Int, Int).self)
        {
            lines.append(
                CategoryStats(
                    mode: mode, categoryID: category, categoryName: name ?? category ?? "All categories", games: games,
                    correct: correct, answered: answered, best: best))
            completed += done
        }
        return PlayerStats(
            games: lines.reduce(0) { $0 + $1.games }, completed: completed, correct: lines.reduce(0) { $0 + $1.correct },
            answered: lines.reduce(0) { $0 + $1.answered }, lines: lines)
    }

    public func daysPlayed(playerID: Int64) async throws -> [String] {
        var days: [String] = []
        let rows = try await query(
            "SELECT DISTINCT day FROM game WHERE player_id = \(playerID) AND outcome = 'completed' ORDER BY day")
        for try await day in rows.decode(String.self) { days.append(day) }
        return days
    }
}
