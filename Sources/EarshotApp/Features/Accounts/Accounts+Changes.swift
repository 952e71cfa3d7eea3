import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Accounts {
    /// `rename NEWNAME`: the name check, then the account's new name (a club client learns it).
    func rename(_ argument: String, _ io: any SessionIO) async {
        let id = io.player.id
        let m = io.messages
        let name: String
        let spoken: String?
        switch await nameCheck.check(argument, for: id, m) {
        case .refused(let why):
            await io.say(.error(why))
            return
        case .accepted(let accepted, let key):
            (name, spoken) = (accepted, key)
        }
        do {
            try await accounts.rename(playerID: id, to: name)
            if let spoken { try await accounts.setSpokenKey(spoken, playerID: id) }
            let old = io.player.name
            if let record = try await store.player(id: id) { await io.become(record) }
            await io.say(.info(m("account.rename.done", ["old": old, "name": name])))
            await io.say(.playing(as: name), remember: false)
        } catch {
            await io.say(.error("\(error)"))
        }
    }

    /// `password`: the current password (if any), then the new one twice.
    func changePassword(_ io: any SessionIO) async {
        guard let account = await directory.current(io) else { return }
        let m = io.messages
        guard
            await passwordGate(
                for: account, prompt: "account.prompt.currentPassword", spoken: m("account.password.askCurrent"),
                wrong: m("account.password.wrongCurrent"), io)
        else { return }
        let answer = await askNewPassword(allowNone: false, io)
        guard answer.ok, let password = answer.password, let hashed = await hash(password, io) else { return }
        do {
            try await accounts.setPasswordHash(hashed, playerID: account.id)
            await io.say(.info(m("account.password.changed", ["name": account.name])))
        } catch {
            await io.say(.error(m("account.password.saveFailed", ["error": "\(error)"])))
        }
    }
}
