import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``SocialStore`` on SQLite: the `follow` table (migration `v2-community`).
extension Store: SocialStore {
    @discardableResult
    public func follow(_ follower: Int64, _ followed: Int64) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO follow (followerID, followedID, createdAt) VALUES (?, ?, ?)",
                arguments: [follower, followed, self.now])
            return db.changesCount > 0
        }
    }

    @discardableResult
    public func unfollow(_ follower: Int64, _ followed: Int64) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM follow WHERE followerID = ? AND followedID = ?", arguments: [follower, followed])
            return db.changesCount > 0
        }
    }

    public func followers(of id: Int64) async throws -> [String] {
        try await names(of: "followerID", where: "followedID", is: id)
    }

    public func following(of id: Int64) async throws -> [String] {
        try await names(of: "followedID", where: "followerID", is: id)
    }

    /// The names of the players in `column` of the follows whose `key` is `id`, by name
    /// without regard to case.
    private func names(of column: String, where key: String, is id: Int64) async throws -> [String] {
        try await read { db in
            try String.fetchAll(
                db,
                sql: "SELECT p.name FROM follow f JOIN player p ON p.id = f.\(column) WHERE f.\(key) = ? ORDER BY p.name COLLATE NOCASE",
                arguments: [id])
        }
    }

    public func followingIDs(of id: Int64) async throws -> [Int64] {
        try await read { db in try Int64.fetchAll(db, sql: "SELECT followedID FROM follow WHERE followerID = ?", arguments: [id]) }
    }
}
