import EarshotAccounts
import EarshotApp
import EarshotCore
import Foundation

/// Rate limits for logging in to a server, on ``LoginThrottle``'s schedule (after n failures
/// in a row the next password is checked only after 1, 2, 4 … up to 60 seconds). A try that
/// comes sooner is refused without checking the password. Three counts, so that guessing is
/// slow while a class behind one school address is not kept out by one student:
///
/// - **One name from one address** (the address and the account): from the first failure.
///   More connections from one address do not speed up guessing one account.
/// - **One name from any address** (the account): after ``accountGrace`` failures, so that
///   many addresses guessing one account are slowed too, but one mistyped password elsewhere
///   does not hold up its owner.
/// - **One address, many names**: only once more than ``namesPerAddress`` different names
///   failed from it lately; then every login from it is slowed (guessing many accounts).
///
/// A name is a key: an existing account's id (`"#42"`) or, for a name nobody has, the name in
/// lower case, so unknown names are slowed exactly like real ones and the wait tells a stranger
/// nothing. The counts live in the store (``ThrottleStore``): every server of a club on one
/// PostgreSQL keeps one count, so three servers behind a load balancer give a guesser no more
/// tries than one, and a restart forgets nothing. A count is forgotten ``forgetAfter`` after
/// its last failure. An account's failures in a row are also kept on the account.
///
/// A store that fails to answer slows nobody (the login then fails on its own account lookup,
/// in plain words).
public struct LoginThrottles: Sendable {
    /// Where the counts are kept.
    let store: any ThrottleStore
    /// The length of one of ``LoginThrottle``'s seconds (shorter in tests).
    public let unit: Duration
    /// How long failures are remembered.
    public let forgetAfter: Duration
    /// Failures of one name, from any address, before that name is slowed everywhere.
    public let accountGrace: Int
    /// Different names that may fail from one address before the address is slowed.
    public let namesPerAddress: Int

    /// `unit` is one of ``LoginThrottle``'s seconds; `forgetAfter` how long failures are remembered.
    public init(
        store: any ThrottleStore, unit: Duration = .seconds(1), forgetAfter: Duration = .seconds(15 * 60),
        accountGrace: Int = 3, namesPerAddress: Int = 10
    ) {
        self.store = store
        self.unit = unit
        self.forgetAfter = forgetAfter
        self.accountGrace = accountGrace
        self.namesPerAddress = namesPerAddress
    }

    /// The key of an existing account.
    public static func key(accountID: Int64) -> String { "#\(accountID)" }
    /// The key of a name no account has.
    public static func key(unknownName name: String) -> String { name.lowercased() }

    /// The store's keys: failures of a name from an address, of a name from anywhere, and one
    /// key per name that failed from an address (counted by their common prefix).
    private static func pair(_ address: String, _ name: String) -> String { "login pair \(address) \(name)" }
    private static func named(_ name: String) -> String { "login name \(name)" }
    private static func names(_ address: String) -> String { "login names \(address) " }

    /// How long a login as `name` (a key) from `address` must still wait before its password
    /// is checked; zero when it may be checked now. `storedFailures` is the account's count in
    /// the store (0 for a name nobody has); it counts once the name failed lately.
    public func wait(address: String, name: String, storedFailures: Int = 0) async -> Duration {
        let (pair, named) = (Self.pair(address, name), Self.named(name))
        let counts = (try? await store.failures(keys: [pair, named], forgetAfter: forgetAfter)) ?? [:]
        var longest = Duration.zero
        if let entry = counts[pair] {
            longest = max(longest, remaining(entry.failures, ago: entry.ago))
        }
        if let entry = counts[named] {
            let failures = max(entry.failures, storedFailures)
            if failures > accountGrace {
                longest = max(longest, remaining(failures - accountGrace, ago: entry.ago))
            }
        }
        if let names = try? await store.failedKeys(prefix: Self.names(address), forgetAfter: forgetAfter),
            names.failures > namesPerAddress
        {
            longest = max(longest, remaining(names.failures - namesPerAddress, ago: names.ago))
        }
        return longest
    }

    /// A failed login as `name` (a key) from `address`.
    public func failed(address: String, name: String) async {
        try? await store.addFailure(
            keys: [Self.pair(address, name), Self.named(name), Self.names(address) + name], forgetAfter: forgetAfter)
    }

    /// The right password for `name` from `address`: the name starts again from zero, and no
    /// longer counts among the address's failed names. The address's other failures stay (an
    /// attacker cannot wipe them by logging in to an account of their own).
    public func succeeded(address: String, name: String) async {
        try? await store.forgetFailures(keys: [Self.pair(address, name), Self.named(name), Self.names(address) + name])
    }

    /// How many different names failed from the address lately (for tests and the log).
    public func failedNames(address: String) async -> Int {
        (try? await store.failedKeys(prefix: Self.names(address), forgetAfter: forgetAfter))?.failures ?? 0
    }

    private func remaining(_ failures: Int, ago: Duration) -> Duration {
        LoginThrottle.remaining(afterFailures: failures, ago: ago, unit: unit)
    }
}
