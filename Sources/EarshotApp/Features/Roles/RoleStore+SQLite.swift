import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``RoleStore`` on SQLite.
extension Store: RoleStore {
    /// Every player with their role, state and the day of their last game, by name.
    public func users() async throws -> [UserLine] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.accountColumns), (SELECT MAX(day) FROM game WHERE game.playerID = player.id) AS lastDay
                    FROM player WHERE guest = 0 ORDER BY name COLLATE NOCASE
                    """
            ).map { UserLine(account: Self.account($0), lastGameDay: $0["lastDay"]) }
        }
    }

    /// Sets a player's role.
    public func setRole(_ role: Role, playerID: Int64) async throws {
        try await write { db in
            try db.execute(sql: "UPDATE player SET role = ? WHERE id = ?", arguments: [role.rawValue, playerID])
        }
    }

    /// Bans (with a reason, or none) or lifts a ban. A banned player cannot log in or play,
    /// and the boards leave their scores out.
    public func setBanned(_ banned: Bool, reason: String?, playerID: Int64) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE player SET banned = ?, banReason = ?, bannedAt = ? WHERE id = ?",
                arguments: [banned, banned ? reason : nil, banned ? self.now : nil, playerID])
        }
    }

    /// How many admins the store has (the last one may not be demoted or banned).
    public func adminCount() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE role = 'admin' AND banned = 0") ?? 0 }
    }
}
