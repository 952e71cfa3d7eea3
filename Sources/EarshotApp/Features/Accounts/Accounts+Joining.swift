import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Accounts {
    /// `register NAME`: the name check, a password (or none), then the player plays as it.
    func register(_ argument: String, _ io: any SessionIO) async {
        let m = io.messages
        let name: String
        let spoken: String?
        switch await nameCheck.check(argument, m) {
        case .refused(let why):
            await io.say(.error(why))
            return
        case .accepted(let accepted, let key):
            (name, spoken) = (accepted, key)
        }
        let answer = await askNewPassword(allowNone: true, io)
        guard answer.ok else { return }
        var hashed: String?
        if let password = answer.password {
            guard let h = await hash(password, io) else { return }
            hashed = h
        }
        do {
            let account = try await accounts.register(name: name, passwordHash: hashed)
            if let spoken { try await accounts.setSpokenKey(spoken, playerID: account.id) }
            // A language the player chose before registering stays theirs.
            if let chosen = io.player.settings.language, let made = try await store.player(id: account.id) {
                var kept = made.settings
                kept.language = chosen
                try await store.save(kept, for: account.id)
            }
            guard let record = try await store.player(id: account.id) else { return }
            await io.say(.info(m("account.register.done", ["name": name])))
            if hashed == nil { await io.say(.info(m("account.register.noPassword", ["name": name]))) }
            if account.role == .admin { await io.say(.info(m("account.register.admin"))) }
            await io.become(record)
        } catch {
            await io.say(.error("\(error)"))
        }
    }

    /// `login NAME`: the account's password, then the player plays as it.
    func login(_ argument: String, _ io: any SessionIO) async {
        let name = argument.trimmingWhitespace
        let m = io.messages
        guard !name.isEmpty else {
            await io.say(.info(m("account.login.usage")))
            return
        }
        guard let account = (try? await accounts.account(named: name)) ?? nil,
            let record = (try? await store.player(id: account.id)) ?? nil
        else {
            await io.say(.error(m("account.unknownPlayer", ["name": NameRules.printable(name)])))
            return
        }
        if account.banned {
            await io.say(.error(m.banned(account)))
            return
        }
        guard
            await passwordGate(
                for: account, spoken: m("account.login.askPassword", ["name": account.name]),
                wrong: m("account.login.wrong", ["name": account.name, "current": io.player.name]), io)
        else { return }
        await io.say(.info(m("account.login.done", ["name": account.name])))
        await io.become(record)
    }

    /// `player NAME`: switches only to an existing player without a password.
    func switchTo(_ argument: String, _ io: any SessionIO) async {
        let m = io.messages
        let name = argument.trimmingWhitespace
        guard !name.isEmpty else {
            await io.say(.info(m("repl.player.current", ["name": io.player.name])))
            return
        }
        guard let account = (try? await accounts.account(named: name)) ?? nil,
            let record = (try? await store.player(id: account.id)) ?? nil
        else {
            await io.say(.error(m("account.unknownPlayer", ["name": NameRules.printable(name)])))
            return
        }
        if account.banned {
            await io.say(.error(m.banned(account)))
        } else if account.hasPassword, account.id != io.player.id {
            await io.say(.info(m("account.player.hasPassword", ["name": account.name])))
        } else {
            await io.become(record)
            await io.say(.info(m("account.player.now", ["name": record.name])))
        }
    }

    /// `logout`: back to the computer's local player.
    func logout(_ io: any SessionIO) async {
        let m = io.messages
        guard await directory.current(io)?.hasPassword == true else {
            await io.say(.info(m("account.logout.noPassword", ["name": io.player.name])))
            return
        }
        var started: Account?
        if let name = io.options.playerName { started = (try? await accounts.account(named: name)) ?? nil }
        let local = started.map { !$0.hasPassword && !$0.banned } == true ? started!.name : AppOptions.defaultPlayerName()
        let target: Player?
        if let existing = (try? await accounts.account(named: local)) ?? nil, !existing.hasPassword, !existing.banned {
            target = (try? await store.player(id: existing.id)) ?? nil
        } else if (try? await accounts.account(named: local)) ?? nil == nil {
            target = try? await store.player(named: local)
            await io.say(.info(m("account.logout.madeLocal", ["name": local])))
        } else {
            target = (try? await accounts.account(named: "Guest")) ?? nil == nil ? try? await store.player(named: "Guest") : nil
        }
        let name = io.player.name
        guard let target else {
            await io.say(.info(m("account.logout.nowhere", ["name": name])))
            return
        }
        await io.say(.info(m("account.logout.done", ["name": name, "next": target.name])))
        await io.become(target)
    }
}
