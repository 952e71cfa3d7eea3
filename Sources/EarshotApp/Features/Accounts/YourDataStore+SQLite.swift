import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``YourDataStore`` on SQLite.
extension Store: YourDataStore {
    /// Everything about the player, as one document.
    public func export(playerID: Int64) async throws -> PlayerExport {
        guard let account = try await account(id: playerID), let record = try await player(id: playerID) else {
            throw StoreError("There is no such player.")
        }
        return try await read { db in
            let games = try Row.fetchAll(
                db, sql: "SELECT * FROM game WHERE playerID = ? ORDER BY id", arguments: [playerID]
            ).map { row in
                let answers = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT a.*, q.text AS questionText FROM answer a LEFT JOIN question q ON q.id = a.questionID
                        WHERE a.gameID = ? ORDER BY a.position
                        """, arguments: [row["id"] as Int64]
                ).map { a in
                    PlayerExport.Answer(
                        position: a["position"], questionID: a["questionID"], question: a["questionText"], given: a["given"],
                        correct: a["correct"], points: a["points"], status: a["status"], seconds: a["seconds"])
                }
                return PlayerExport.Game(
                    game: Self.gameLine(row), startedAt: row["startedAt"], timing: row["timing"], answers: answers)
            }
            let submissions = try Row.fetchAll(
                db, sql: Self.submissionSelect + " WHERE s.authorID = ? ORDER BY s.id", arguments: [playerID]
            ).map { row in
                let s = Self.submission(row)
                return PlayerExport.SubmittedQuestion(
                    id: s.id, state: s.state.rawValue, question: s.question, reason: s.reason, submittedAt: s.submittedAt)
            }
            let reviews = try Row.fetchAll(
                db, sql: "SELECT id, state, reason, reviewedAt FROM submission WHERE reviewerID = ? ORDER BY id", arguments: [playerID]
            ).map {
                PlayerExport.Review(submissionID: $0["id"], state: $0["state"], reason: $0["reason"], reviewedAt: $0["reviewedAt"])
            }
            func names(_ sql: String) throws -> [String] { try String.fetchAll(db, sql: sql, arguments: [playerID]) }
            return PlayerExport(
                exportedAt: self.now,
                profile: PlayerExport.Profile(account),
                settings: record.settings, games: games, submissions: submissions, reviews: reviews,
                following: try names(
                    "SELECT p.name FROM follow f JOIN player p ON p.id = f.followedID WHERE f.followerID = ? ORDER BY p.name"),
                followers: try names(
                    "SELECT p.name FROM follow f JOIN player p ON p.id = f.followerID WHERE f.followedID = ? ORDER BY p.name"))
        }
    }

    /// Deletes a player: the account and settings, their games and answers, their follows
    /// both ways; their submitted questions stay without an author, and reviews without a
    /// reviewer. Returns how many games were removed.
    @discardableResult
    public func deleteAccount(playerID: Int64) async throws -> (games: Int, submissions: Int) {
        try await write { db in
            let games = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM game WHERE playerID = ?", arguments: [playerID]) ?? 0
            let submissions =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM submission WHERE authorID = ?", arguments: [playerID]) ?? 0
            try db.execute(sql: "UPDATE submission SET authorID = NULL WHERE authorID = ?", arguments: [playerID])
            try db.execute(sql: "UPDATE submission SET reviewerID = NULL WHERE reviewerID = ?", arguments: [playerID])
            try db.execute(sql: "DELETE FROM follow WHERE followerID = ? OR followedID = ?", arguments: [playerID, playerID])
            try db.execute(sql: "DELETE FROM answer WHERE gameID IN (SELECT id FROM game WHERE playerID = ?)", arguments: [playerID])
            try db.execute(sql: "DELETE FROM game WHERE playerID = ?", arguments: [playerID])
            try db.execute(sql: "DELETE FROM player WHERE id = ?", arguments: [playerID])
            return (games, submissions)
        }
    }
}
