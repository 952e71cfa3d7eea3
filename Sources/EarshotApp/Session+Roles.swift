import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// The current player's role (a player when unknown).
    var role: Role {
        get async { await account?.role ?? .player }
    }

    /// Whether the player may do `what` (a phrase in the player's language: "ban players");
    /// when not, says so plainly.
    func allowed(_ needed: Role, to what: String) async -> Bool {
        let mine = await role
        let m = messages
        if await account?.banned == true {
            await say(.error(m("role.banned", ["what": what])))
            return false
        }
        guard mine >= needed else {
            let values = ["what": what, "role": m.roleWithArticle(mine)]
            await say(.error(needed == .admin ? m("role.onlyAdmin", values) : m("role.onlyModerator", values)))
            return false
        }
        return true
    }

    /// The account named by the first word (or words) of an argument, or says there is none.
    func namedAccount(_ name: String) async -> Account? {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else {
            await say(.info(messages("role.nameNeeded")))
            return nil
        }
        guard let account = (try? await store.account(named: clean)) ?? nil else {
            // Only an admin may hear everyone's names (`users`), so only an admin is pointed there.
            let key = await role == .admin ? "role.unknownPlayer" : "role.unknownPlayer.plain"
            await say(.error(messages(key, ["name": NameRules.printable(clean)])))
            return nil
        }
        return account
    }

    /// Splits "NAME REASON…" at the first space; a name with spaces matches the longest
    /// existing name it starts with.
    func nameAndRest(_ argument: String) async -> (name: String, rest: String) {
        let words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ")
            if (try? await store.account(named: candidate)) ?? nil != nil {
                return (candidate, words.dropFirst(n).joined(separator: " "))
            }
        }
        return (words.first ?? "", words.dropFirst().joined(separator: " "))
    }

    /// `users`.
    func listUsers() async {
        let m = messages
        guard await allowed(.admin, to: m("role.action.listUsers")) else { return }
        let users = (try? await store.users()) ?? []
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
        for names in await store.nameClashes() where live.contains(names.0) && live.contains(names.1) {
            lines.append(m("role.user.clash", ["name": names.0, "other": names.1]))
        }
        await say(.list(title: m.plural("role.users", count: count), items: lines))
    }

    /// `ban NAME [REASON]`.
    func ban(_ argument: String) async {
        let m = messages
        guard await allowed(.admin, to: m("role.action.ban")) else { return }
        let (name, reason) = await nameAndRest(argument)
        guard let target = await namedAccount(name) else { return }
        guard target.id != player.id else {
            await say(.error(m("role.ban.self")))
            return
        }
        if target.banned {
            await say(.info(m("role.ban.already", ["name": target.name])))
            return
        }
        do {
            try await store.setBanned(true, reason: reason.isEmpty ? nil : reason, playerID: target.id)
            await audit(.ban, target: target, detail: reason.isEmpty ? nil : reason)
            await say(
                .info(
                    reason.isEmpty
                        ? m("role.ban.done", ["name": target.name]) : m("role.ban.doneReason", ["name": target.name, "reason": reason])))
        } catch { await say(.error("\(error)")) }
    }

    /// `unban NAME`.
    func unban(_ argument: String) async {
        let m = messages
        guard await allowed(.admin, to: m("role.action.unban")) else { return }
        guard let target = await namedAccount(argument) else { return }
        guard target.banned else {
            await say(.info(m("role.unban.notBanned", ["name": target.name])))
            return
        }
        do {
            try await store.setBanned(false, reason: nil, playerID: target.id)
            await audit(.unban, target: target, detail: nil)
            await say(.info(m("role.unban.done", ["name": target.name])))
        } catch { await say(.error("\(error)")) }
    }

    /// `promote NAME moderator|admin`.
    func promote(_ argument: String) async {
        let m = messages
        guard await allowed(.admin, to: m("role.action.promote")) else { return }
        let (name, roleWord) = await nameAndRest(argument)
        guard let role = Role(rawValue: roleWord.lowercased()), role != .player else {
            await say(.info(m("role.promote.usage")))
            return
        }
        guard let target = await namedAccount(name) else { return }
        guard target.role < role else {
            await say(.info(m("role.promote.already", ["name": target.name, "role": m.roleWithArticle(target.role)])))
            return
        }
        do {
            try await store.setRole(role, playerID: target.id)
            await audit(.promote, target: target, detail: role.rawValue)
            await say(.info(m("role.promote.done", ["name": target.name, "role": m.roleWithArticle(role)])))
        } catch { await say(.error("\(error)")) }
    }

    /// `demote NAME`: back to player.
    func demote(_ argument: String) async {
        let m = messages
        guard await allowed(.admin, to: m("role.action.demote")) else { return }
        guard let target = await namedAccount(argument) else { return }
        guard target.role != .player else {
            await say(.info(m("role.demote.already", ["name": target.name])))
            return
        }
        if target.role == .admin, ((try? await store.adminCount()) ?? 0) <= 1 {
            await say(.error(m("role.demote.onlyAdmin", ["name": target.name])))
            return
        }
        do {
            try await store.setRole(.player, playerID: target.id)
            await audit(.demote, target: target, detail: Role.player.rawValue)
            await say(.info(m("role.demote.done", ["name": target.name])))
        } catch { await say(.error("\(error)")) }
    }
}
