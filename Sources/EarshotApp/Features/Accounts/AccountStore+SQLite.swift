import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``AccountStore`` on SQLite: accounts are rows of `player`, unique under their name key.
extension Store: AccountStore {
    /// The account a typed name names, or `nil`; never a guest, never made. The name is
    /// found by its ``NameKey`` (`bob`, `BOB` and `Ｂｏｂ` name Bob), an exact name first (an
    /// account whose key a migration set apart is found by its exact name).
    public func account(named name: String) async throws -> Account? {
        let clean = NameRules.normalized(name)
        return try await read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT \(Self.accountColumns) FROM player WHERE guest = 0 AND (nameKey = ? OR name = ? COLLATE BINARY)
                    ORDER BY name = ? COLLATE BINARY DESC, id LIMIT 1
                    """,
                arguments: [NameKey.of(clean), clean, clean]
            ).map(Self.account)
        }
    }

    /// The account with this id.
    public func account(id: Int64) async throws -> Account? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.accountColumns) FROM player WHERE id = ?", arguments: [id]).map(Self.account)
        }
    }

    /// Registers a new player. The first one registered in a store, while it has no admin,
    /// becomes its admin. Throws when the name is taken (in any case).
    public func register(name: String, passwordHash: String?) async throws -> Account {
        let name = NameRules.normalized(name)
        let key = NameKey.of(name)
        return try await write { db in
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE nameKey = ? AND guest = 0", arguments: [key])! > 0 {
                throw StoreError("The name \(name) is taken. Choose another, or type login \(name) if it is yours.")
            }
            let hasAdmin = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE role = 'admin'")! > 0
            var player = PlayerRecord(id: nil, name: name, createdAt: self.now, settings: "{}")
            try player.insert(db)
            try db.execute(
                sql: "UPDATE player SET passwordHash = ?, role = ?, registered = 1, nameKey = ?, shapeKey = ? WHERE id = ?",
                arguments: [
                    passwordHash, hasAdmin ? Role.player.rawValue : Role.admin.rawValue, key, NameKey.shape(of: name), player.id!,
                ])
            return Self.account(
                try Row.fetchOne(db, sql: "SELECT \(Self.accountColumns) FROM player WHERE id = ?", arguments: [player.id!])!)
        }
    }

    /// The stored PHC hash of a player's password, for checking a login; `nil` without one.
    public func passwordHash(playerID: Int64) async throws -> String? {
        try await read { db in try String.fetchOne(db, sql: "SELECT passwordHash FROM player WHERE id = ?", arguments: [playerID]) }
    }

    /// Sets (or with `nil`, clears) a player's password hash and resets failed logins.
    public func setPasswordHash(_ hash: String?, playerID: Int64) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE player SET passwordHash = ?, failedLogins = 0 WHERE id = ?", arguments: [hash, playerID])
        }
    }

    /// Counts a failed login; returns the failures in a row so far.
    @discardableResult
    public func recordFailedLogin(playerID: Int64) async throws -> Int {
        try await write { db in
            try db.execute(sql: "UPDATE player SET failedLogins = failedLogins + 1 WHERE id = ?", arguments: [playerID])
            return try Int.fetchOne(db, sql: "SELECT failedLogins FROM player WHERE id = ?", arguments: [playerID]) ?? 0
        }
    }

    /// A right password: failed logins start again from zero.
    public func clearFailedLogins(playerID: Int64) async throws {
        try await write { db in try db.execute(sql: "UPDATE player SET failedLogins = 0 WHERE id = ?", arguments: [playerID]) }
    }

    /// Renames a player. Throws when another account has a name with the same ``NameKey``.
    /// The spoken key is cleared, for the app to set from the new name.
    public func rename(playerID: Int64, to name: String) async throws {
        let name = NameRules.normalized(name)
        let key = NameKey.of(name)
        try await write { db in
            let clash = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM player WHERE nameKey = ? AND guest = 0 AND id != ?", arguments: [key, playerID])!
            if clash > 0 { throw StoreError("The name \(name) is taken. Choose another.") }
            try db.execute(
                sql: "UPDATE player SET name = ?, nameKey = ?, shapeKey = ?, spokenKey = NULL WHERE id = ?",
                arguments: [name, key, NameKey.shape(of: name), playerID])
        }
    }

    public func guest(named name: String) async throws -> Player {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        let key = NameKey.of(clean)
        return try await write { db in
            if let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM player WHERE guest = 1 AND nameKey = ? ORDER BY id DESC LIMIT 1", arguments: [key])
            {
                return try PlayerRecord.fetchOne(db, key: id)!.player
            }
            var player = PlayerRecord(id: nil, name: clean, createdAt: self.now, settings: "{}")
            try player.insert(db)
            try db.execute(
                sql: "UPDATE player SET nameKey = ?, shapeKey = ?, guest = 1 WHERE id = ?",
                arguments: [key, NameKey.shape(of: clean), player.id!])
            return player.player
        }
    }

    public func account(lookingLike name: String, excluding: Int64?) async throws -> Account? {
        let clean = NameRules.normalized(name)
        return try await read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT \(Self.accountColumns) FROM player WHERE guest = 0 AND (nameKey = ? OR shapeKey = ?) AND id != ?
                    ORDER BY nameKey = ? DESC, id LIMIT 1
                    """,
                arguments: [NameKey.of(clean), NameKey.shape(of: clean), excluding ?? -1, NameKey.of(clean)]
            ).map(Self.account)
        }
    }

    public func accounts(soundingLike spokenKey: String, excluding: Int64?) async throws -> [Account] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.accountColumns) FROM player WHERE guest = 0 AND spokenKey = ? AND id != ? ORDER BY id",
                arguments: [spokenKey, excluding ?? -1]
            ).map(Self.account)
        }
    }

    public func setSpokenKey(_ spokenKey: String, playerID: Int64) async throws {
        try await write { db in
            try db.execute(sql: "UPDATE player SET spokenKey = ? WHERE id = ?", arguments: [spokenKey, playerID])
        }
    }

    public func namesWithoutSpokenKey(limit: Int) async throws -> [(id: Int64, name: String)] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, name FROM player WHERE guest = 0 AND spokenKey IS NULL ORDER BY id LIMIT ?", arguments: [limit]
            ).map { (id: $0["id"], name: $0["name"]) }
        }
    }

    /// The player record of the account a typed name names (``account(named:)``), or `nil`.
    /// Never creates one.
    public func existingPlayer(named name: String) async throws -> Player? {
        guard let account = try await account(named: name) else { return nil }
        return try await player(id: account.id)
    }
}
