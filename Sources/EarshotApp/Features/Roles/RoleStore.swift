import EarshotCore
import EarshotStore
import Foundation

/// Who may do what: the roles and bans of the roles and moderation feature.
public protocol RoleStore: Sendable {
    /// Every account with its role, state and the day of its last game, by name.
    func users() async throws -> [UserLine]
    /// Sets an account's role.
    func setRole(_ role: Role, playerID: Int64) async throws
    /// Bans (with a reason) or lifts a ban; the boards leave a banned player out.
    func setBanned(_ banned: Bool, reason: String?, playerID: Int64) async throws
    /// Admins not banned (the last one may not be demoted or banned).
    func adminCount() async throws -> Int
}
