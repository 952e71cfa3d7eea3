import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// The columns an ``Account`` is read from (never the hash itself).
    static let accountColumns = """
        SELECT id, name, role, registered, password_hash IS NOT NULL, banned, ban_reason, failed_logins::BIGINT, created_at,
          guest
        FROM player
        """

    static func accounts(_ rows: PostgresRowSequence) async throws -> [Account] {
        var accounts: [Account] = []
        for try await (id, name, role, registered, hasPassword, banned, reason, failed, created, guest) in rows.decode(
            (Int64, String, String, Bool, Bool, Bool, String?, Int, Date, Bool).self)
        {
            accounts.append(
                Account.make(
                    id: id, name: name, role: Role(rawValue: role) ?? .player, registered: registered, hasPassword: hasPassword,
                    banned: banned, banReason: reason, failedLogins: failed, createdAt: created, guest: guest))
        }
        return accounts
    }

    /// The account a typed name names (by ``NameKey``, an exact name first); never a guest.
    public func account(named name: String) async throws -> Account? {
        let clean = NameRules.normalized(name)
        let key = Self.nameKey(clean)
        return try await Self.accounts(
            query(
                """
                \(unescaped: Self.accountColumns) WHERE NOT guest AND (name_key = \(key) OR name = \(clean))
                ORDER BY name = \(clean) DESC, id LIMIT 1
                """)
        ).first
    }

    public func account(id: Int64) async throws -> Account? {
        try await Self.accounts(query("\(unescaped: Self.accountColumns) WHERE id = \(id)")).first
    }

    public func player(id: Int64) async throws -> PlayerRecord? {
        let rows = try await query("SELECT id, name, created_at, settings FROM player WHERE id = \(id)")
        for try await (id, name, created, settings) in rows.decode((Int64, String, Date, String).self) {
            return PlayerRecord.make(id: id, name: name, createdAt: created, settings: settings)
        }
        return nil
    }

    /// Registers a new player. The first one registered while the store has no admin becomes
    /// its admin: it claims the `accounts.firstAdmin` setting, a row insert, so of two
    /// registering at the same moment on a new server only one wins.
    public func register(name: String, passwordHash: String?) async throws -> Account {
        let clean = NameRules.normalized(name)
        let key = Self.nameKey(clean)
        let id = try await transaction { db in
            let now = Date()
            let inserted = try await db.query(
                """
                INSERT INTO player (name, name_key, shape_key, created_at, settings, password_hash, registered)
                VALUES (\(clean), \(key), \(NameKey.shape(of: clean)), \(now), '{}', \(passwordHash), TRUE)
                ON CONFLICT (name_key) WHERE NOT guest DO NOTHING RETURNING id
                """, logger: self.logger)
            var id: Int64?
            for try await new in inserted.decode(Int64.self) { id = new }
            guard let id else {
                throw StoreError("The name \(clean) is taken. Choose another, or type login \(clean) if it is yours.")
            }
            var hasAdmin = false
            for try await n in try await db.query("SELECT COUNT(*)::BIGINT FROM player WHERE role = 'admin'", logger: self.logger)
                .decode(Int.self)
            {
                hasAdmin = n > 0
            }
            if !hasAdmin {
                let claim = try await db.query(
                    """
                    INSERT INTO store_setting (key, value) VALUES ('accounts.firstAdmin', \(clean))
                    ON CONFLICT (key) DO NOTHING RETURNING key
                    """, logger: self.logger)
                var won = false
                for try await _ in claim.decode(String.self) { won = true }
                if won { try await db.query("UPDATE player SET role = 'admin' WHERE id = \(id)", logger: self.logger) }
            }
            return id
        }
        guard let account = try await account(id: id) else { throw StoreError("The player \(clean) could not be registered.") }
        return account
    }

    public func passwordHash(playerID: Int64) async throws -> String? {
        for try await hash in try await query("SELECT password_hash FROM player WHERE id = \(playerID)").decode(String?.self) {
            return hash
        }
        return nil
    }

    public func setPasswordHash(_ hash: String?, playerID: Int64) async throws {
        _ = try await query("UPDATE player SET password_hash = \(hash), failed_logins = 0 WHERE id = \(playerID)")
    }

    /// Counts a failed login in one statement, so two servers counting at once both count.
    @discardableResult
    public func recordFailedLogin(playerID: Int64) async throws -> Int {
        let rows = try await query(
            "UPDATE player SET failed_logins = failed_logins + 1 WHERE id = \(playerID) RETURNING failed_logins::BIGINT")
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func clearFailedLogins(playerID: Int64) async throws {
        _ = try await query("UPDATE player SET failed_logins = 0 WHERE id = \(playerID)")
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
