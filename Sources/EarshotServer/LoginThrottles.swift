import EarshotAccounts
import EarshotCore
import Foundation
import Synchronization

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
/// nothing. An account's count of failures is also kept in the store (it survives a restart
/// and is shared by several servers); everything else lives here and is forgotten after
/// ``forgetAfter`` without a failure.
public final class LoginThrottles: Sendable {
    private struct Entry {
        var failures: Int
        var last: ContinuousClock.Instant
    }

    private struct Names {
        var failed: Set<String>
        var last: ContinuousClock.Instant
    }

    /// What is remembered: failures by address and name, by name, and the names by address.
    private struct Remembered {
        var byPair: [String: Entry] = [:]
        var byName: [String: Entry] = [:]
        var byAddress: [String: Names] = [:]
    }

    private let remembered = Mutex(Remembered())
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
        unit: Duration = .seconds(1), forgetAfter: Duration = .seconds(15 * 60), accountGrace: Int = 3,
        namesPerAddress: Int = 10
    ) {
        self.unit = unit
        self.forgetAfter = forgetAfter
        self.accountGrace = accountGrace
        self.namesPerAddress = namesPerAddress
    }

    /// The key of an existing account.
    public static func key(accountID: Int64) -> String { "#\(accountID)" }
    /// The key of a name no account has.
    public static func key(unknownName name: String) -> String { name.lowercased() }

    /// How long a login as `name` (a key) from `address` must still wait before its password
    /// is checked; zero when it may be checked now. `storedFailures` is the account's count in
    /// the store (0 for a name nobody has); it counts once the name failed here lately.
    public func wait(address: String, name: String, storedFailures: Int = 0) -> Duration {
        remembered.withLock { r in
            let now = ContinuousClock.now
            forgetOld(&r, now)
            var longest = Duration.zero
            if let entry = r.byPair[Self.pair(address, name)] {
                longest = max(longest, remaining(entry.failures, since: entry.last, now: now))
            }
            if let named = r.byName[name] {
                let failures = max(named.failures, storedFailures)
                if failures > accountGrace {
                    longest = max(longest, remaining(failures - accountGrace, since: named.last, now: now))
                }
            }
            if let names = r.byAddress[address], names.failed.count > namesPerAddress {
                longest = max(longest, remaining(names.failed.count - namesPerAddress, since: names.last, now: now))
            }
            return longest
        }
    }

    /// A failed login as `name` (a key) from `address`; `storedFailures` is the account's count
    /// in the store after it (0 for a name nobody has).
    public func failed(address: String, name: String, storedFailures: Int = 0) {
        remembered.withLock { r in
            let now = ContinuousClock.now
            let pair = Self.pair(address, name)
            r.byPair[pair] = Entry(failures: (r.byPair[pair]?.failures ?? 0) + 1, last: now)
            r.byName[name] = Entry(failures: max(storedFailures, (r.byName[name]?.failures ?? 0) + 1), last: now)
            var names = r.byAddress[address] ?? Names(failed: [], last: now)
            names.failed.insert(name)
            names.last = now
            r.byAddress[address] = names
        }
    }

    /// The right password for `name` from `address`: the name starts again from zero, and no
    /// longer counts among the address's failed names. The address's other failures stay (an
    /// attacker cannot wipe them by logging in to an account of their own).
    public func succeeded(address: String, name: String) {
        remembered.withLock { r in
            r.byPair.removeValue(forKey: Self.pair(address, name))
            r.byName.removeValue(forKey: name)
            _ = r.byAddress[address]?.failed.remove(name)
        }
    }

    /// How many different names failed from the address lately (for tests and the log).
    public func failedNames(address: String) -> Int { remembered.withLock { $0.byAddress[address]?.failed.count ?? 0 } }

    private static func pair(_ address: String, _ name: String) -> String { "\(address) \(name)" }

    private func remaining(_ failures: Int, since last: ContinuousClock.Instant, now: ContinuousClock.Instant) -> Duration {
        let delay = unit * LoginThrottle.delaySeconds(afterFailures: failures)
        return max(.zero, last + delay - now)
    }

    private func forgetOld(_ r: inout Remembered, _ now: ContinuousClock.Instant) {
        r.byPair = r.byPair.filter { now - $0.value.last < forgetAfter }
        r.byName = r.byName.filter { now - $0.value.last < forgetAfter }
        r.byAddress = r.byAddress.filter { now - $0.value.last < forgetAfter }
    }
}
