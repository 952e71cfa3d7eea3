import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// Who sits at a hot-seat table, checked before anyone plays: every name goes through
    /// the name rules; an account with a password is asked for it (at a secret prompt, with
    /// the usual wait after wrong ones); a banned account cannot sit; a name no account holds
    /// plays as a guest, who takes no name from a future account. A club server's session has
    /// no hot seat: its player logged in alone. Returns the players, or `nil` (said why).
    func seat(_ names: [String]) async -> [PlayerRecord]? {
        let m = messages
        guard !options.isClubSession else {
            await say(.error(m("hotseat.club")))
            return nil
        }
        let clean = names.map(NameRules.normalized)
        // Every name is checked before anyone is seated, so a refused name makes no guest.
        for name in clean {
            if let problem = NameRules.check(name, commandWords: commandWords) {
                await say(.error(m("hotseat.badName", ["name": NameRules.printable(name), "why": m.nameProblem(problem)])))
                return nil
            }
        }
        var seats: [PlayerRecord] = []
        for name in clean {
            guard let record = await seatPlayer(named: name) else { return nil }
            if seats.contains(where: { $0.id == record.id }) {
                await say(.error(m("hotseat.error.twice", ["name": record.name])))
                return nil
            }
            seats.append(record)
        }
        return seats
    }

    /// One seat: the account `name` names (its password asked if it has one), else a guest.
    private func seatPlayer(named name: String) async -> PlayerRecord? {
        let m = messages
        let account: Account?
        do { account = try await store.account(named: name) } catch {
            await say(.error("\(error)"))
            return nil
        }
        guard let account else {
            do {
                let guest = try await store.guest(named: name)
                await say(.info(m("hotseat.guest", ["name": guest.name])))
                return guest
            } catch {
                await say(.error("\(error)"))
                return nil
            }
        }
        if account.id == player.id { return player }
        if account.banned {
            await say(.error(m.banned(account)))
            return nil
        }
        if account.hasPassword {
            guard
                let typed = await readSecret(
                    prompt: m("account.prompt.password"), spoken: m("hotseat.askPassword", ["name": account.name]))
            else { return nil }
            guard await checkPassword(typed, for: account) else {
                await say(.error(m("hotseat.wrongPassword", ["name": account.name])))
                return nil
            }
        }
        return (try? await store.player(id: account.id)) ?? nil
    }
}
