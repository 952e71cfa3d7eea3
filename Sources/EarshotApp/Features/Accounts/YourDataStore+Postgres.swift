import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``YourDataStore`` on PostgreSQL.
extension PostgresStore: YourDataStore {
    /// Everything about the player, as one document: the same fields in the same order as the
    /// SQLite store's export (games by id, answers by position, submissions and reviews by id,
    /// follows by name without regard to case, as SQLite's `ORDER BY name` on its `NOCASE`
    /// column gives them).
    public func export(playerID: Int64) async throws -> PlayerExport {
        guard let account = try await account(id: playerID), let record = try await player(id: playerID) else {
            throw StoreError("There is no such player.")
        }
        return try await transaction { db in
            var answers: [Int64: [PlayerExport.Answer]] = [:]
            let answerRows = try await db.query(
                """
                SELECT a.game_id, a.position::BIGINT, a.question_id, q.text, a.given, a.correct, a.points::BIGINT, a.status,
                  a.seconds
                FROM answer a JOIN game g ON g.id = a.game_id LEFT JOIN question q ON q.id = a.question_id
                WHERE g.player_id = \(playerID) ORDER BY a.game_id, a.position, a.id
                """, logger: self.logger)
            for try await (game, position, questionID, text, given, correct, points, status, seconds) in answerRows.decode(
                (Int64, Int, Int64?, String?, String?, Bool, Int, String, Double).self)
            {
                answers[game, default: []].append(
                    PlayerExport.Answer(
                        position: position, questionID: questionID, question: text, given: given, correct: correct, points: points,
                        status: status, seconds: seconds))
            }
            var games: [PlayerExport.Game] = []
            let gameRows = try await db.query(
                """
                SELECT id, mode, category_id, day, outcome, score::BIGINT, correct::BIGINT, total::BIGINT, started_at, timing
                FROM game WHERE player_id = \(playerID) ORDER BY id
                """, logger: self.logger)
            for try await (id, mode, category, day, outcome, score, correct, total, started, timing) in gameRows.decode(
                (Int64, String, String?, String, String, Int, Int, Int, Date, String?).self)
            {
                let line = GameLine(
                    id: id, mode: mode, categoryID: category, day: day, outcome: outcome, score: score, correct: correct, total: total)
                games.append(PlayerExport.Game(game: line, startedAt: started, timing: timing, answers: answers[id] ?? []))
            }
            let submissions = try await Self.submissions(
                db.query("\(unescaped: Self.submissionSelect) WHERE s.author_id = \(playerID) ORDER BY s.id", logger: self.logger)
            ).map {
                PlayerExport.SubmittedQuestion(
                    id: $0.id, state: $0.state.rawValue, question: $0.question, reason: $0.reason, submittedAt: $0.submittedAt)
            }
            var reviews: [PlayerExport.Review] = []
            let reviewRows = try await db.query(
                "SELECT id, state, reason, reviewed_at FROM submission WHERE reviewer_id = \(playerID) ORDER BY id",
                logger: self.logger)
            for try await (id, state, reason, at) in reviewRows.decode((Int64, String, String?, Date?).self) {
                reviews.append(PlayerExport.Review(submissionID: id, state: state, reason: reason, reviewedAt: at))
            }
            func names(_ rows: PostgresRowSequence) async throws -> [String] {
                var names: [String] = []
                for try await name in rows.decode(String.self) { names.append(name) }
                return names.sorted(by: Self.nocaseOrder)
            }
            let following = try await names(
                db.query(
                    "SELECT p.name FROM follow f JOIN player p ON p.id = f.followed_id WHERE f.follower_id = \(playerID)",
                    logger: self.logger))
            let followers = try await names(
                db.query(
                    "SELECT p.name FROM follow f JOIN player p ON p.id = f.follower_id WHERE f.followed_id = \(playerID)",
                    logger: self.logger))
            return PlayerExport(
                exportedAt: self.now, profile: PlayerExport.Profile(account), settings: record.settings, games: games,
                submissions: submissions, reviews: reviews, following: following, followers: followers)
        }
    }

    /// Deletes a player in one transaction: the account and settings, their games and
    /// answers, their review deck, their follows both ways; their submitted questions stay
    /// without an author, and reviews without a reviewer. Returns how many games were removed
    /// and how many submissions lost their author.
    @discardableResult
    public func deleteAccount(playerID: Int64) async throws -> (games: Int, submissions: Int) {
        try await transaction { db in
            func count(_ rows: PostgresRowSequence) async throws -> Int {
                for try await n in rows.decode(Int.self) { return n }
                return 0
            }
            let games = try await count(
                db.query("SELECT COUNT(*)::BIGINT FROM game WHERE player_id = \(playerID)", logger: self.logger))
            let submissions = try await count(
                db.query("SELECT COUNT(*)::BIGINT FROM submission WHERE author_id = \(playerID)", logger: self.logger))
            let statements: [PostgresQuery] = [
                "UPDATE submission SET author_id = NULL WHERE author_id = \(playerID)",
                "UPDATE submission SET reviewer_id = NULL WHERE reviewer_id = \(playerID)",
                "DELETE FROM follow WHERE follower_id = \(playerID) OR followed_id = \(playerID)",
                "DELETE FROM answer WHERE game_id IN (SELECT id FROM game WHERE player_id = \(playerID))",
                "DELETE FROM game WHERE player_id = \(playerID)",
                "DELETE FROM plugin_data WHERE player_id = \(playerID)",
                "DELETE FROM player WHERE id = \(playerID)",
            ]
            for statement in statements { try await db.query(statement, logger: self.logger) }
            return (games, submissions)
        }
    }
}
