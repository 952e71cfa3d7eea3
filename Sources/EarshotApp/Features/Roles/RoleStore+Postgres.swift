import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``RoleStore`` on PostgreSQL.
extension PostgresStore: RoleStore {
    public func users() async throws -> [UserLine] {
        let rows = try await query(
            """
            SELECT p.id, p.name, p.role, p.registered, p.password_hash IS NOT NULL, p.banned, p.ban_reason,
              p.failed_logins::BIGINT, p.created_at, (SELECT MAX(day) FROM game WHERE game.player_id = p.id)
            FROM player p WHERE NOT p.guest
            """)
        var lines: [UserLine] = []
        for try await (id, name, role, registered, hasPassword, banned, reason, failed, created, day) in rows.decode(
            (Int64, String, String, Bool, Bool, Bool, String?, Int, Date, String?).self)
        {
            let account = Account(
                id: id, name: name, role: Role(rawValue: role) ?? .player, registered: registered, hasPassword: hasPassword,
                banned: banned, banReason: reason, failedLogins: failed, createdAt: created)
            lines.append(UserLine(account: account, lastGameDay: day))
        }
        return lines.sorted { Self.nocaseOrder($0.account.name, $1.account.name) }
    }

    public func setRole(_ role: Role, playerID: Int64) async throws {
        _ = try await query("UPDATE player SET role = \(role.rawValue) WHERE id = \(playerID)")
    }

    public func setBanned(_ banned: Bool, reason: String?, playerID: Int64) async throws {
        let kept = banned ? reason : nil
        let at: Date? = banned ? self.now : nil
        _ = try await query(
            "UPDATE player SET banned = \(banned), ban_reason = \(kept), banned_at = \(at) WHERE id = \(playerID)")
    }

    public func adminCount() async throws -> Int {
        for try await n in try await query("SELECT COUNT(*)::BIGINT FROM player WHERE role = 'admin' AND banned = FALSE")
            .decode(Int.self)
        {
            return n
        }
        return 0
    }
}
