import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Records the start of a game; returns its id.
    public func beginGame(playerID: Int64, setup: GameSetup, total: Int, timing: String? = nil) async throws -> Int64 {
        try await gameWrite { db in
            var game = GameRecord(
                id: nil, playerID: playerID, mode: setup.modeID, categoryID: setup.categoryID,
                seed: Int64(bitPattern: setup.seed), startedAt: self.now, endedAt: nil, outcome: "playing",
                score: 0, correct: 0, total: total, seconds: nil, day: setup.date, timing: timing)
            try game.insert(db)
            return game.id!
        }
    }

    /// Records one answer of a game, retrying while another program holds the write lock.
    public func record(_ answer: AnswerRecord, gameID: Int64) async throws {
        try await gameWrite { db in
            var row = AnswerRow(
                id: nil, gameID: gameID, questionID: answer.questionStoreID, position: answer.position,
                given: answer.given, correct: answer.correct, points: answer.points, status: answer.status.rawValue,
                seconds: answer.seconds)
            try row.insert(db)
        }
    }

    /// Records the end of a game. The score and the number right are counted from the
    /// game's stored answers, so a score always equals the sum of its answer rows (`status`
    /// is what the player was told; an answer that could not be saved does not count). An
    /// abandoned game keeps no points.
    public func finishGame(_ gameID: Int64, outcome: GameOutcome, status: ScoreStatus, seconds: Double) async throws {
        try await gameWrite { db in
            try db.execute(
                sql: """
                    UPDATE game SET outcome = ?,
                      score = CASE WHEN ? THEN (SELECT COALESCE(SUM(points), 0) FROM answer WHERE gameID = game.id) ELSE 0 END,
                      correct = (SELECT COUNT(*) FROM answer WHERE gameID = game.id AND correct),
                      endedAt = ?, seconds = ? WHERE id = ?
                    """,
                arguments: [outcome.rawValue, outcome == .completed, self.now, seconds, gameID])
        }
    }

    /// Closes the games a crash or a kill left "playing": they become abandoned (no points),
    /// keep their answers, so those count in ``stats(playerID:)``, and are marked
    /// `interrupted`, which gives back a once-a-day try when no question was answered (see
    /// ``gamesStarted(playerID:mode:day:)``). Call it once, right after opening the store.
    /// Returns how many games were closed.
    @discardableResult
    public func closeInterruptedGames() async throws -> Int {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE game SET outcome = 'abandoned', interrupted = 1, score = 0,
                      correct = (SELECT COUNT(*) FROM answer WHERE gameID = game.id AND correct)
                    WHERE outcome = 'playing'
                    """)
            return db.changesCount
        }
    }

    /// The player's best score and rank for a mode and category (`nil` category: all).
    public func standing(playerID: Int64, mode: String, categoryID: String?, day: String? = nil) async throws -> Standing {
        try await read { db in
            let place =
                if let day {
                    try Self.place(of: playerID, where: "mode = ? AND categoryID IS ? AND day = ?", [mode, categoryID, day], db)
                } else {
                    try Self.place(of: playerID, where: "mode = ? AND categoryID IS ?", [mode, categoryID], db)
                }
            return Standing(best: place.best, rank: place.best.map { _ in place.above + 1 }, players: place.players)
        }
    }

    /// The player's statistics: games, accuracy and best scores per mode and category.
    public func stats(playerID: Int64) async throws -> PlayerStats {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT g.mode, g.categoryID, c.name AS categoryName, COUNT(*) AS games,
                      SUM(g.correct) AS correct,
                      (SELECT COUNT(*) FROM answer a JOIN game g2 ON a.gameID = g2.id
                        WHERE g2.playerID = g.playerID AND g2.mode = g.mode AND g2.categoryID IS g.categoryID
                        AND a.status IN ('answered', 'skipped', 'timedOut')) AS answered,
                      MAX(CASE WHEN g.outcome = 'completed' THEN g.score ELSE 0 END) AS best,
                      SUM(g.outcome = 'completed') AS completed
                    FROM game g LEFT JOIN category c ON c.id = g.categoryID
                    WHERE g.playerID = ? AND g.outcome != 'playing'
                    GROUP BY g.mode, g.categoryID ORDER BY g.mode, categoryName
                    """, arguments: [playerID])
            var stats = PlayerStats(games: 0, completed: 0, correct: 0, answered: 0, lines: [])
            for row in rows {
                let line = CategoryStats(
                    mode: row["mode"], categoryID: row["categoryID"],
                    categoryName: row["categoryName"] ?? (row["categoryID"] as String?) ?? "All categories",
                    games: row["games"], correct: row["correct"] ?? 0, answered: row["answered"] ?? 0, best: row["best"] ?? 0)
                stats.lines.append(line)
                stats.games += line.games
                stats.completed += row["completed"] ?? 0
                stats.correct += line.correct
                stats.answered += line.answered
            }
            return stats
        }
    }
}

extension Store {
    /// The days (`YYYY-MM-DD`) on which the player completed a game.
    public func daysPlayed(playerID: Int64) async throws -> [String] {
        try await read { db in
            try String.fetchAll(
                db, sql: "SELECT DISTINCT day FROM game WHERE playerID = ? AND outcome = 'completed' ORDER BY day",
                arguments: [playerID])
        }
    }
}
