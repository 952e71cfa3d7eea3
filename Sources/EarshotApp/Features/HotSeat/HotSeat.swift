import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

/// Several players on one keyboard: `hot seat Ann Bob`, or `play … --players Ann,Bob`.
/// The service seats them: every name through the name rules; an account with a password is
/// asked for it (at a secret prompt, with the usual wait after wrong ones); a banned account
/// cannot sit; a name no account holds plays as a guest, who takes no name from a future
/// account. A club server's session has no hot seat: its player logged in alone.
public struct HotSeat: Feature {
    /// The players of the next games, each checked once when seated.
    public enum Table: SessionStateKey {
        public static var initial: [Player]? { nil }
    }

    /// The most and fewest players in a hot-seat game.
    public static let range = 2...6

    let accounts: Accounts

    public init(_ environment: SessionEnvironment) { accounts = Accounts(environment) }

    /// The players named in `text` ("Ann, Bob and Cy" or "Ann Bob Cy"), or a plain reason.
    public static func names(_ text: String, _ m: Messages = .english) -> Result<[String], ModeSettingError> {
        let separators = CharacterSet(charactersIn: ", ")
        let names = text.replacingOccurrences(of: " and ", with: ",").components(separatedBy: separators)
            .map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard range.contains(names.count) else {
            return .failure(ModeSettingError(m("hotseat.error.count", ["count": "\(names.count)"])))
        }
        var seen = Set<String>()
        for n in names where !seen.insert(n.lowercased()).inserted {
            return .failure(ModeSettingError(m("hotseat.error.twice", ["name": n])))
        }
        return .success(names)
    }

    /// Seats the players `names` names; `nil` when refused (said why).
    public func seat(_ names: [String], _ io: any SessionIO) async -> [Player]? {
        let m = io.messages
        guard !io.options.isClubSession else {
            await io.say(.error(m("hotseat.club")))
            return nil
        }
        let clean = names.map(NameRules.normalized)
        // Every name is checked before anyone is seated, so a refused name makes no guest.
        for name in clean {
            if let problem = NameRules.check(name, commandWords: accounts.environment.commandWords) {
                await io.say(.error(m("hotseat.badName", ["name": NameRules.printable(name), "why": m.nameProblem(problem)])))
                return nil
            }
        }
        var seats: [Player] = []
        for name in clean {
            guard let record = await seatPlayer(named: name, io) else { return nil }
            if seats.contains(where: { $0.id == record.id }) {
                await io.say(.error(m("hotseat.error.twice", ["name": record.name])))
                return nil
            }
            seats.append(record)
        }
        return seats
    }

    /// One seat: the account `name` names (its password asked if it has one), else a guest.
    private func seatPlayer(named name: String, _ io: any SessionIO) async -> Player? {
        let m = io.messages
        let account: Account?
        do { account = try await accounts.accounts.account(named: name) } catch {
            await io.say(.error("\(error)"))
            return nil
        }
        guard let account else {
            do {
                let guest = try await accounts.accounts.guest(named: name)
                await io.say(.info(m("hotseat.guest", ["name": guest.name])))
                return guest
            } catch {
                await io.say(.error("\(error)"))
                return nil
            }
        }
        if account.id == io.player.id { return io.player }
        if account.banned {
            await io.say(.error(m.banned(account)))
            return nil
        }
        guard
            await accounts.passwordGate(
                for: account, spoken: m("hotseat.askPassword", ["name": account.name]),
                wrong: m("hotseat.wrongPassword", ["name": account.name]), io)
        else { return nil }
        return (try? await accounts.store.player(id: account.id)) ?? nil
    }
}
