import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    @discardableResult
    public func follow(_ follower: Int64, _ followed: Int64) async throws -> Bool {
        let now = Date()
        let rows = try await query(
            """
            INSERT INTO follow (follower_id, followed_id, created_at) VALUES (\(follower), \(followed), \(now))
            ON CONFLICT (follower_id, followed_id) DO NOTHING RETURNING follower_id
            """)
        for try await _ in rows.decode(Int64.self) { return true }
        return false
    }

    @discardableResult
    public func unfollow(_ follower: Int64, _ followed: Int64) async throws -> Bool {
        let rows = try await query(
            "DELETE FROM follow WHERE follower_id = \(follower) AND followed_id = \(followed) RETURNING follower_id")
        for try await _ in rows.decode(Int64.self) { return true }
        return false
    }

    public func followers(of id: Int64) async throws -> [String] {
        try await names(query("SELECT p.name FROM follow f JOIN player p ON p.id = f.follower_id WHERE f.followed_id = \(id)"))
    }

    public func following(of id: Int64) async throws -> [String] {
        try await names(query("SELECT p.name FROM follow f JOIN player p ON p.id = f.followed_id WHERE f.follower_id = \(id)"))
    }

    public func followingIDs(of id: Int64) async throws -> [Int64] {
        var ids: [Int64] = []
        for try await other in try await query("SELECT followed_id FROM follow WHERE follower_id = \(id)").decode(Int64.self) {
            ids.append(other)
        }
        return ids
    }

    /// Names, ordered as SQLite's `ORDER BY name COLLATE NOCASE`.
    func names(_ rows: PostgresRowSequence) async throws -> [String] {
        var names: [String] = []
        for try await name in rows.decode(String.self) { names.append(name) }
        return names.sorted(by: Self.nocaseOrder)
    }

    /// Closes the games a crash left playing: abandoned, no points, answers kept and counted,
    /// marked `interrupted`. With several servers on one store, call it only when none is
    /// running (it cannot tell another server's live game from a crashed one).
    @discardableResult
    public func closeInterruptedGames() async throws -> Int {
        let rows = try await query(
            """
            UPDATE game SET outcome = 'abandoned', interrupted = TRUE, score = 0,
              correct = (SELECT COUNT(*) FROM answer WHERE answer.game_id = game.id AND answer.correct)
            WHERE outcome = 'playing' RETURNING id
            """)
        var n = 0
        for try await _ in rows.decode(Int64.self) { n += 1 }
        return n
    }
}
