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
        guard let id = io.player.id else { return nil }
        return (try? await store.account(id: id)) ?? nil
    }

    /// The role of the player now playing (a player when unknown).
    public func role(_ io: any SessionIO) async -> Role { await current(io)?.role ?? .player }

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
