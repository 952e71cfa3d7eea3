import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// Writes what an admin did to an account (a promotion, a demotion, a ban) to the audit
    /// table: the player is told at their next prompt, or at once on a club server, and every
    /// server that shares the store acts on a ban.
    func audit(_ action: AuditAction, target: Account, detail: String?) async {
        _ = try? await store.addAudit(actorID: player.id, targetID: target.id, action: action, detail: detail)
    }

    /// At the main prompt: tells the player what was done to their account since they last
    /// heard, once each. Returns `false` when the account is banned: a banned account can do
    /// nothing, so the session ends (said why).
    func tellAccountNews() async -> Bool {
        guard let id = player.id else { return true }
        let m = messages
        for entry in (try? await store.takeUntold(targetID: id)) ?? [] {
            if let words = m.accountNews(entry) { await say(.info(words), remember: false) }
        }
        guard let me = await account, me.banned else { return true }
        await say(.error(m("role.banned.ends", ["name": me.name])))
        leaving = true
        return false
    }
}
