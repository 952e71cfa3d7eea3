import EarshotAccounts
import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// The columns an ``Account`` is read from (never the hash itself).
    package static let accountColumns = """
        SELECT id, name, role, registered, password_hash IS NOT NULL, banned, ban_reason, failed_logins::BIGINT, created_at,
          guest
        FROM player
        """

    package static func accounts(_ rows: PostgresRowSequence) async throws -> [Account] {
        var accounts: [Account] = []
        for try await (id, name, role, registered, hasPassword, banned, reason, failed, created, guest) in rows.decode(
            (Int64, String, String, Bool, Bool, Bool, String?, Int, Date, Bool).self)
        {
            accounts.append(
                Account(
                    id: id, name: name, role: Role(rawValue: role) ?? .player, registered: registered, hasPassword: hasPassword,
                    banned: banned, banReason: reason, failedLogins: failed, createdAt: created, guest: guest))
        }
        return accounts
    }

    public func player(id: Int64) async throws -> Player? {
        let rows = try await query("SELECT id, name, created_at, settings FROM player WHERE id = \(id)")
        for try await (id, name, created, settings) in rows.decode((Int64, String, Date, String).self) {
            return Player(id: id, name: name, createdAt: created, settings: Player.settings(json: settings))
        }
        return nil
    }

    // MARK: Roles and settings

    public func setting(_ key: String) async throws -> String? {
        for try await value in try await query("SELECT value FROM store_setting WHERE key = \(key)").decode(String.self) {
            return value
        }
        return nil
    }

    public func setSetting(_ key: String, _ value: String) async throws {
        _ = try await query(
            """
            INSERT INTO store_setting (key, value) VALUES (\(key), \(value))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """)
    }
}
