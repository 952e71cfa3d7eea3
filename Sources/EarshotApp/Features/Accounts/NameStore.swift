import EarshotCore
import EarshotStore
import Foundation

/// What the stores keep about names beyond the account: hot-seat guests, and how each name
/// sounds, so that two players a listener could not tell apart never share a club.
public protocol NameStore: Sendable {
    /// The guest a hot-seat name stands for: the last guest with that ``NameKey``, else a new
    /// one. A guest holds no name: an account may take the same name later.
    func guest(named name: String) async throws -> Player
    /// The account (not a guest, not `excluding`) whose name a reader could take for `name`:
    /// the same ``NameKey`` or the same shape key; one of the same key first.
    func account(lookingLike name: String, excluding: Int64?) async throws -> Account?
    /// Accounts (not guests) whose name sounds like `spokenKey`, but for `excluding`.
    func accounts(soundingLike spokenKey: String, excluding: Int64?) async throws -> [Account]
    /// Keeps how a player's name sounds.
    func setSpokenKey(_ spokenKey: String, playerID: Int64) async throws
    /// Accounts whose spoken key is not known yet (made before it was kept, or renamed).
    func namesWithoutSpokenKey(limit: Int) async throws -> [(id: Int64, name: String)]
}
