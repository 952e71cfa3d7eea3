import EarshotCore
import EarshotStore
import Foundation

/// Accounts: finding them by the names players type, registering them, their passwords (as
/// PHC strings from `EarshotAccounts`, never the password) and failed logins, and renaming.
/// With ``NameStore``, the accounts feature's store.
public protocol AccountStore: NameStore {
    /// The account a typed name names (by its name key, an exact name first); never a guest.
    func account(named name: String) async throws -> Account?
    /// The account with this id.
    func account(id: Int64) async throws -> Account?
    /// Registers a new account; the first one in a store without an admin becomes its admin.
    /// Throws when the name's key is taken.
    func register(name: String, passwordHash: String?) async throws -> Account
    /// The stored password hash, for checking a login; `nil` without one.
    func passwordHash(playerID: Int64) async throws -> String?
    /// Sets (or clears) a password hash and resets failed logins.
    func setPasswordHash(_ hash: String?, playerID: Int64) async throws
    /// Counts a failed login; returns the failures in a row so far.
    @discardableResult
    func recordFailedLogin(playerID: Int64) async throws -> Int
    /// A right password: failed logins start again from zero.
    func clearFailedLogins(playerID: Int64) async throws
    /// Renames an account. Throws when another account's name has the same key.
    func rename(playerID: Int64, to name: String) async throws
}

/// Everything about one player, to give them or to delete: `account export`, `account delete`.
public protocol YourDataStore: Sendable {
    /// Everything the store holds about a player, as one document (never the password hash):
    /// games by id with answers by position, submissions and reviews by id, follows by name.
    func export(playerID: Int64) async throws -> PlayerExport
    /// Deletes a player: account, settings, games and answers, review deck and follows both
    /// ways; their submissions stay without an author, their reviews without a reviewer.
    /// Returns how many games were removed and how many submissions lost their author.
    @discardableResult
    func deleteAccount(playerID: Int64) async throws -> (games: Int, submissions: Int)
}
