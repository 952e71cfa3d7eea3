import EarshotCore
import EarshotPostgres
import Foundation
import PostgresNIO

/// ``SocialStore`` on PostgreSQL: the `follow` table (migration `v2-community`). Names come
/// back in SQLite's `COLLATE NOCASE` order, without relying on a collation.
extension PostgresStore: SocialStore {
    @discardableResult
    public func follow(_ follower: Int64, _ followed: Int64) async throws -> Bool {
        let now = self.now
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
}
