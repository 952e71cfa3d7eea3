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

    /// The player record with this id.
    public func player(id: Int64) throws -> PlayerRecord? {
        try read { db in try PlayerRecord.fetchOne(db, key: id) }
    }

}
