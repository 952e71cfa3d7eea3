import EarshotAccounts
import EarshotCore
import EarshotStore

/// The words of accounts and the community that several files say: a password's or a name's
/// problem, a role, the state of a submitted question, and sentences put together.
extension Messages {
    /// One sentence naming every password rule not met, or `nil` when there is none.
    public func passwordExplanation(_ unmet: [PasswordRules.Rule]) -> String? {
        let m = self
        guard !unmet.isEmpty else { return nil }
        let needs = unmet.compactMap { rule -> String? in
            switch rule {
            case .length(let minimum, let actual):
                return m("account.password.rule.length", ["minimum": String(minimum), "count": String(actual)])
            case .upperCase: return m("account.password.rule.upper")
            case .lowerCase: return m("account.password.rule.lower")
            case .digit: return m("account.password.rule.digit")
            case .symbol: return m("account.password.rule.symbol")
            case .common: return nil
            }
        }
        let common = unmet.contains(.common)
        if needs.isEmpty { return m("account.password.refusedCommon") }
        return common
            ? m("account.password.refusedNeedsCommon", ["rules": m.and(needs)])
            : m("account.password.refusedNeeds", ["rules": m.and(needs)])
    }

    /// Why a name cannot be a player's name.
    public func nameProblem(_ problem: NameRules.Problem) -> String {
        let m = self
        switch problem {
        case .empty: return m("account.name.empty")
        case .length(let name, let count):
            return m(
                "account.name.length",
                [
                    "minimum": String(NameRules.lengths.lowerBound), "maximum": String(NameRules.lengths.upperBound), "name": name,
                    "count": String(count),
                ])
        case .unprintable: return m("account.name.unprintable")
        case .invisible: return m("account.name.invisible")
        case .mixedScripts: return m("account.name.mixedScripts")
        case .edgeSpace: return m("account.name.edgeSpace")
        case .commandWord(let word): return m("account.name.commandWord", ["name": word])
        }
    }

    /// "player", "host", "moderator", "admin".
    func roleWord(_ role: Role) -> String {
        let m = self
        switch role {
        case .player: return m("role.word.player")
        case .host: return m("role.word.host")
        case .moderator: return m("role.word.moderator")
        case .admin: return m("role.word.admin")
        }
    }

    /// "a player", "a host", "a moderator", "an admin".
    func roleWithArticle(_ role: Role) -> String {
        let m = self
        switch role {
        case .player: return m("role.a.player")
        case .host: return m("role.a.host")
        case .moderator: return m("role.a.moderator")
        case .admin: return m("role.a.admin")
        }
    }

    /// "waiting for review", "approved", "rejected", "sent back for changes".
    func submissionState(_ state: SubmissionState) -> String {
        let m = self
        switch state {
        case .pending: return m("moderation.state.pending")
        case .approved: return m("moderation.state.approved")
        case .rejected: return m("moderation.state.rejected")
        case .changes: return m("moderation.state.changes")
        }
    }

    /// Why a banned player cannot play.
    func banned(_ account: Account) -> String {
        let m = self
        guard let reason = account.banReason else { return m("account.banned", ["name": account.name]) }
        return m("account.bannedWithReason", ["name": account.name, "reason": reason])
    }

    /// What was done to the player's account, told to them (a promotion, a demotion, a ban
    /// and its reason, a lifted ban); `nil` for entries not told to a player.
    public func accountNews(_ entry: AuditEntry) -> String? {
        let m = self
        let actor = entry.actorName ?? m("role.told.someone")
        switch entry.action {
        case .ban:
            guard let reason = entry.detail, !reason.isEmpty else { return m("role.told.ban", ["actor": actor]) }
            return m("role.told.banReason", ["actor": actor, "reason": reason])
        case .unban: return m("role.told.unban", ["actor": actor])
        case .promote:
            let role = entry.detail.flatMap(Role.init(rawValue:)) ?? .moderator
            return m("role.told.promote", ["actor": actor, "role": m.roleWithArticle(role)])
        case .demote: return m("role.told.demote", ["actor": actor])
        case .nameClash: return nil
        }
    }
}
