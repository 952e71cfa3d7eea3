import Foundation

/// What a player may do beyond playing.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    /// A host is a player an admin let open live rooms (`host NAME`); moderators and admins
    /// may open them too.
    case player, host, moderator, admin

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

    public init(
        id: Int64, name: String, role: Role, registered: Bool, hasPassword: Bool, banned: Bool, banReason: String? = nil,
        failedLogins: Int, createdAt: Date, guest: Bool = false
    ) {
        self.guest = guest
        self.id = id
        self.name = name
        self.role = role
        self.registered = registered
        self.hasPassword = hasPassword
        self.banned = banned
        self.banReason = banReason
        self.failedLogins = failedLogins
        self.createdAt = createdAt
    }
}

/// One line of `users`.
public struct UserLine: Sendable, Equatable {
    public var account: Account
    /// The local date of their last game, if any.
    public var lastGameDay: String?

    public init(account: Account, lastGameDay: String? = nil) {
        self.account = account
        self.lastGameDay = lastGameDay
    }
}
