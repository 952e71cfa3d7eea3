import EarshotAccounts
import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``AccountStore`` on PostgreSQL: accounts are rows of `player`, unique under `name_key`.
extension PostgresStore: AccountStore {
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

    /// Registers a new player. The first one registered while the store has no admin becomes
    /// its admin: it claims the `accounts.firstAdmin` setting, a row insert, so of two
    /// registering at the same moment on a new server only one wins.
    public func register(name: String, passwordHash: String?) async throws -> Account {
        let clean = NameRules.normalized(name)
        let key = Self.nameKey(clean)
        let id = try await transaction { db in
            let now = self.now
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

    public func rename(playerID: Int64, to name: String) async throws {
        let name = NameRules.normalized(name)
        let key = Self.nameKey(name)
        try await transaction { db in
            var clash = false
            for try await _ in try await db.query(
                "SELECT id FROM player WHERE name_key = \(key) AND NOT guest AND id <> \(playerID)", logger: self.logger
            ).decode(Int64.self) {
                clash = true
            }
            if clash { throw StoreError("The name \(name) is taken. Choose another.") }
            try await db.query(
                "UPDATE player SET name = \(name), name_key = \(key), shape_key = \(NameKey.shape(of: name)), spoken_key = NULL WHERE id = \(playerID)",
                logger: self.logger)
        }
    }

    public func guest(named name: String) async throws -> Player {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        let key = Self.nameKey(clean)
        let found = try await query(
            "SELECT id FROM player WHERE guest AND name_key = \(key) ORDER BY id DESC LIMIT 1")
        for try await id in found.decode(Int64.self) {
            if let record = try await player(id: id) { return record }
        }
        let now = self.now
        let shape = NameKey.shape(of: clean)
        let made = try await query(
            """
            INSERT INTO player (name, name_key, shape_key, created_at, settings, guest)
            VALUES (\(clean), \(key), \(shape), \(now), '{}', TRUE) RETURNING id
            """)
        for try await id in made.decode(Int64.self) {
            if let record = try await player(id: id) { return record }
        }
        throw StoreError("The guest \(clean) could not be made.")
    }

    public func account(lookingLike name: String, excluding: Int64?) async throws -> Account? {
        let clean = NameRules.normalized(name)
        let (key, shape, other) = (Self.nameKey(clean), NameKey.shape(of: clean), excluding ?? -1)
        return try await Self.accounts(
            query(
                """
                \(unescaped: Self.accountColumns) WHERE NOT guest AND (name_key = \(key) OR shape_key = \(shape)) AND id <> \(other)
                ORDER BY name_key = \(key) DESC, id LIMIT 1
                """)
        ).first
    }

    public func accounts(soundingLike spokenKey: String, excluding: Int64?) async throws -> [Account] {
        let other = excluding ?? -1
        return try await Self.accounts(
            query("\(unescaped: Self.accountColumns) WHERE NOT guest AND spoken_key = \(spokenKey) AND id <> \(other) ORDER BY id"))
    }

    public func setSpokenKey(_ spokenKey: String, playerID: Int64) async throws {
        _ = try await query("UPDATE player SET spoken_key = \(spokenKey) WHERE id = \(playerID)")
    }

    public func namesWithoutSpokenKey(limit: Int) async throws -> [(id: Int64, name: String)] {
        var out: [(id: Int64, name: String)] = []
        let rows = try await query(
            "SELECT id, name FROM player WHERE NOT guest AND spoken_key IS NULL ORDER BY id LIMIT \(limit)")
        for try await (id, name) in rows.decode((Int64, String).self) { out.append((id, name)) }
        return out
    }
}
