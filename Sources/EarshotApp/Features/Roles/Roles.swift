import EarshotCore
import EarshotStore
import Foundation

/// Roles and bans: `users`, `ban`, `unban`, `promote` and `demote`, each written to the
/// audit table, and what was done to an account told to its player. The service its
/// commands share.
public struct Roles: Feature {
    let roles: any RoleStore
    let audit: any AuditStore
    let directory: AccountDirectory

    public init(_ environment: SessionEnvironment) {
        roles = environment.store
        audit = environment.store
        directory = AccountDirectory(environment)
    }

    /// Writes what an admin (the player now playing) did to an account to the audit table:
    /// the player is told at their next prompt, or at once on a club server, and every server
    /// that shares the store acts on a ban.
    func record(_ action: AuditAction, target: Account, detail: String?, _ io: any SessionIO) async {
        _ = try? await audit.addAudit(actorID: io.player.id, targetID: target.id, action: action, detail: detail)
    }

    /// At the main prompt: tells the player what was done to their account since they last
    /// heard, once each. Returns `false` when the account is banned: a banned account can do
    /// nothing, so the session ends (said why).
    public func tellNews(_ io: any SessionIO) async -> Bool {
        let id = io.player.id
        let m = io.messages
        for entry in (try? await audit.takeUntold(targetID: id)) ?? [] {
            if let words = m.accountNews(entry) { await io.say(.info(words), remember: false) }
        }
        guard let me = await directory.current(io), me.banned else { return true }
        await io.say(.error(m("role.banned.ends", ["name": me.name])))
        io.leave()
        return false
    }

    /// The lines of `users`: each account's role, state and last game, then names a player
    /// could not tell apart.
    func userLines(_ m: Messages) async -> (count: Int, items: [String]) {
        let users = (try? await roles.users()) ?? []
        var lines = users.map { u in
            let a = u.account
            var state = [
                a.banned ? a.banReason.map { m("role.user.bannedFor", ["reason": $0]) } ?? m("role.user.banned") : m("role.user.active")
            ]
            if !a.hasPassword { state.append(m("role.user.noPassword")) }
            let last = u.lastGameDay.map { m("role.user.lastGame", ["day": $0]) } ?? m("role.user.noGames")
            return m(
                "role.user.item",
                ["name": a.name, "role": m.roleWord(a.role), "state": state.joined(separator: m("list.separator")), "last": last])
        }
        let count = lines.count
        // Names kept from before names had keys that a player could not tell apart.
        let live = Set(users.map(\.account.name))
        for names in await audit.nameClashes() where live.contains(names.0) && live.contains(names.1) {
            lines.append(m("role.user.clash", ["name": names.0, "other": names.1]))
        }
        return (count, lines)
    }
}
