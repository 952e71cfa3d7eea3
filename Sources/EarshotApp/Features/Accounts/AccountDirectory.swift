import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

/// Finding accounts by the names players type, for every feature that names someone
/// (`follow Ann`, `ban Tom`, `compare Ada`): an unknown name is said plainly, and only an
/// admin, who may hear everyone's names, is pointed at `users`.
public struct AccountDirectory: Feature {
    let store: any GameStore

    public init(_ environment: SessionEnvironment) { store = environment.store }

    /// The account of the player now playing.
    public func current(_ io: any SessionIO) async -> Account? {
        let id = io.player.id
        return (try? await store.account(id: id)) ?? nil
    }

    /// The role of the player now playing (a player when unknown).
    public func role(_ io: any SessionIO) async -> Role { await current(io)?.role ?? .player }

    /// Whether the player now playing may do `what` (a phrase in their language: "ban
    /// players") with their role; when not, says so plainly. A banned account may do nothing.
    public func allows(_ needed: Role, _ io: any SessionIO, to what: String) async -> Bool {
        let me = await current(io)
        let mine = me?.role ?? .player
        let m = io.messages
        if me?.banned == true {
            await io.say(.error(m("role.banned", ["what": what])))
            return false
        }
        guard mine >= needed else {
            let values = ["what": what, "role": m.roleWithArticle(mine)]
            let refusal =
                switch needed {
                case .admin: m("role.onlyAdmin", values)
                case .host: m("role.onlyHost", values)
                default: m("role.onlyModerator", values)
                }
            await io.say(.error(refusal))
            return false
        }
        return true
    }

    /// Splits "NAME REASON…" at the first space; a name with spaces matches the longest
    /// existing name it starts with.
    public func nameAndRest(_ argument: String) async -> (name: String, rest: String) {
        let words = argument.trimmingWhitespace.split(separator: " ").map(String.init)
        for n in stride(from: words.count, through: 1, by: -1) {
            let candidate = words.prefix(n).joined(separator: " ")
            if (try? await store.account(named: candidate)) ?? nil != nil {
                return (candidate, words.dropFirst(n).joined(separator: " "))
            }
        }
        return (words.first ?? "", words.dropFirst().joined(separator: " "))
    }

    /// The account `name` names, or `nil` after saying there is none (or that a name is needed).
    public func named(_ name: String, _ io: any SessionIO) async -> Account? {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else {
            await io.say(.info(io.messages("role.nameNeeded")))
            return nil
        }
        guard let account = (try? await store.account(named: clean)) ?? nil else {
            let key = await role(io) == .admin ? "role.unknownPlayer" : "role.unknownPlayer.plain"
            await io.say(.error(io.messages(key, ["name": NameRules.printable(clean)])))
            return nil
        }
        return account
    }
}
