import EarshotAccounts
import EarshotCore
import Foundation
import GRDB

/// What a player may do beyond playing.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    case player, moderator, admin

    var rank: Int { Role.allCases.firstIndex(of: self)! }
    public static func < (a: Role, b: Role) -> Bool { a.rank < b.rank }
}

/// A player's account: their name, role and state. The password hash is never part of it.
public struct Account: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var role: Role
    /// Whether the player was made with `register` (not a local player made before accounts).
    public var registered: Bool
    public var hasPassword: Bool
    public var banned: Bool
    public var banReason: String?
    /// Failed logins in a row since the last right password.
    public var failedLogins: Int
    public var createdAt: Date
    /// A hot-seat guest: holds no name, has no password, cannot log in.
    public var guest = false
}

extension Store {
    package static let accountColumns =
        "id, name, role, registered, passwordHash IS NOT NULL AS hasPassword, banned, banReason, failedLogins, createdAt, guest"

    package static func account(_ row: Row) -> Account {
        Account(
            id: row["id"], name: row["name"], role: Role(rawValue: row["role"]) ?? .player, registered: row["registered"],
            hasPassword: row["hasPassword"], banned: row["banned"], banReason: row["banReason"],
            failedLogins: row["failedLogins"], createdAt: row["createdAt"], guest: row["guest"])
    }

    /// The account a typed name names, or `nil`; never a guest, never made. The name is
    /// found by its ``NameKey`` (`bob`, `BOB` and `Ｂｏｂ` name Bob), an exact name first (an
    /// account whose key a migration set apart is found by its exact name).
    public func account(named name: String) throws -> Account? {
        let clean = NameRules.normalized(name)
        return try read { db in
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
    public func account(id: Int64) throws -> Account? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.accountColumns) FROM player WHERE id = ?", arguments: [id]).map(Self.account)
        }
    }

    /// The player record of the account a typed name names (``account(named:)``), or `nil`.
    /// Never creates one.
    public func existingPlayer(named name: String) throws -> PlayerRecord? {
        try account(named: name).flatMap { try player(id: $0.id) }
    }

    /// The player record with this id.
    public func player(id: Int64) throws -> PlayerRecord? {
        try read { db in try PlayerRecord.fetchOne(db, key: id) }
    }

    /// Registers a new player. The first one registered in a store, while it has no admin,
    /// becomes its admin. Throws when the name is taken (in any case).
    public func register(name: String, passwordHash: String?) throws -> Account {
        let name = NameRules.normalized(name)
        let key = NameKey.of(name)
        return try write { db in
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE nameKey = ? AND guest = 0", arguments: [key])! > 0 {
                throw StoreError("The name \(name) is taken. Choose another, or type login \(name) if it is yours.")
            }
            let hasAdmin = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE role = 'admin'")! > 0
            var player = PlayerRecord(id: nil, name: name, createdAt: Date(), settings: "{}")
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
    public func passwordHash(playerID: Int64) throws -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT passwordHash FROM player WHERE id = ?", arguments: [playerID]) }
    }

    /// Sets (or with `nil`, clears) a player's password hash and resets failed logins.
    public func setPasswordHash(_ hash: String?, playerID: Int64) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE player SET passwordHash = ?, failedLogins = 0 WHERE id = ?", arguments: [hash, playerID])
        }
    }

    /// Counts a failed login; returns the failures in a row so far.
    @discardableResult
    public func recordFailedLogin(playerID: Int64) throws -> Int {
        try write { db in
            try db.execute(sql: "UPDATE player SET failedLogins = failedLogins + 1 WHERE id = ?", arguments: [playerID])
            return try Int.fetchOne(db, sql: "SELECT failedLogins FROM player WHERE id = ?", arguments: [playerID]) ?? 0
        }
    }

    /// A right password: failed logins start again from zero.
    public func clearFailedLogins(playerID: Int64) throws {
        try write { db in try db.execute(sql: "UPDATE player SET failedLogins = 0 WHERE id = ?", arguments: [playerID]) }
    }

    /// Renames a player. Throws when another account has a name with the same ``NameKey``.
    /// The spoken key is cleared, for the app to set from the new name.
    public func rename(playerID: Int64, to name: String) throws {
        let name = NameRules.normalized(name)
        let key = NameKey.of(name)
        try write { db in
            let clash = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM player WHERE nameKey = ? AND guest = 0 AND id != ?", arguments: [key, playerID])!
            if clash > 0 { throw StoreError("The name \(name) is taken. Choose another.") }
            try db.execute(
                sql: "UPDATE player SET name = ?, nameKey = ?, shapeKey = ?, spokenKey = NULL WHERE id = ?",
                arguments: [name, key, NameKey.shape(of: name), playerID])
        }
    }
}
