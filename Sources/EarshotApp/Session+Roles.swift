import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// The current player's role (a player when unknown).
    var role: Role { account?.role ?? .player }

    /// Whether the player may do `what` (a phrase: "ban players"); when not, says so plainly.
    func allowed(_ needed: Role, to what: String) async -> Bool {
        let mine = role
        if account?.banned == true {
            await say(.error("You are banned, so you cannot \(what)."))
            return false
        }
        guard mine >= needed else {
            let who = needed == .admin ? "an admin" : "a moderator or an admin"
            await say(
                .error("Only \(who) can \(what). You are \(mine == .admin ? "an admin" : "a \(mine.rawValue)"), so nothing was changed."))
            return false
        }
        return true
    }

    /// The account named by the first word (or words) of an argument, or says there is none.
    func namedAccount(_ name: String) async -> Account? {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else {
            await say(.info("Type the player's name after the command."))
            return nil
        }
        guard let account = (try? store.account(named: clean)) ?? nil else {
            await say(.error("There is no player called \(NameRules.printable(clean)). Type users to hear everyone."))
            return nil
        }
        return account
    }

    /// Splits "NAME REASON…" at the first space; a name with spaces matches the longest
    /// existing name it starts with.
    func nameAndRest(_ argument: String) -> (name: String, rest: String) {
        let words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ")
            if (try? store.account(named: candidate)) ?? nil != nil {
                return (candidate, words.dropFirst(n).joined(separator: " "))
            }
        }
        return (words.first ?? "", words.dropFirst().joined(separator: " "))
    }

    /// `users`.
    func listUsers() async {
        guard await allowed(.admin, to: "list the users") else { return }
        let lines = ((try? store.users()) ?? []).map { u in
            let a = u.account
            var state = a.banned ? "banned" + (a.banReason.map { " (\($0))" } ?? "") : "active"
            if !a.hasPassword { state += ", no password" }
            let last = u.lastGameDay.map { "last game \($0)" } ?? "no games yet"
            return "\(a.name): \(a.role.rawValue), \(state), \(last)."
        }
        await say(.list(title: "\(lines.count) player\(lines.count == 1 ? "" : "s"):", items: lines))
    }

    /// `ban NAME [REASON]`.
    func ban(_ argument: String) async {
        guard await allowed(.admin, to: "ban players") else { return }
        let (name, reason) = nameAndRest(argument)
        guard let target = await namedAccount(name) else { return }
        guard target.id != player.id else {
            await say(.error("You cannot ban yourself."))
            return
        }
        if target.banned {
            await say(.info("\(target.name) is already banned."))
            return
        }
        do {
            try store.setBanned(true, reason: reason.isEmpty ? nil : reason, playerID: target.id)
            await say(
                .info(
                    "\(target.name) is banned\(reason.isEmpty ? "" : ": \(reason)"). They cannot log in or play, and their scores are off the boards."
                ))
        } catch { await say(.error("\(error)")) }
    }

    /// `unban NAME`.
    func unban(_ argument: String) async {
        guard await allowed(.admin, to: "lift bans") else { return }
        guard let target = await namedAccount(argument) else { return }
        guard target.banned else {
            await say(.info("\(target.name) is not banned."))
            return
        }
        do {
            try store.setBanned(false, reason: nil, playerID: target.id)
            await say(.info("\(target.name) is no longer banned, and their scores are back on the boards."))
        } catch { await say(.error("\(error)")) }
    }

    /// `promote NAME moderator|admin`.
    func promote(_ argument: String) async {
        guard await allowed(.admin, to: "promote players") else { return }
        let (name, roleWord) = nameAndRest(argument)
        guard let role = Role(rawValue: roleWord.lowercased()), role != .player else {
            await say(.info("Type promote, the name, and moderator or admin: for example promote Sam moderator."))
            return
        }
        guard let target = await namedAccount(name) else { return }
        guard target.role < role else {
            await say(.info("\(target.name) is already \(target.role == .admin ? "an admin" : "a \(target.role.rawValue)")."))
            return
        }
        do {
            try store.setRole(role, playerID: target.id)
            await say(.info("\(target.name) is now \(role == .admin ? "an admin" : "a moderator")."))
        } catch { await say(.error("\(error)")) }
    }

    /// `demote NAME`: back to player.
    func demote(_ argument: String) async {
        guard await allowed(.admin, to: "demote players") else { return }
        guard let target = await namedAccount(argument) else { return }
        guard target.role != .player else {
            await say(.info("\(target.name) is a player already."))
            return
        }
        if target.role == .admin, ((try? store.adminCount()) ?? 0) <= 1 {
            await say(.error("\(target.name) is the only admin. Promote someone else to admin first."))
            return
        }
        do {
            try store.setRole(.player, playerID: target.id)
            await say(.info("\(target.name) is now a player."))
        } catch { await say(.error("\(error)")) }
    }
}
