import EarshotAccounts
import Foundation

/// Rate limits for logging in to a server, for each account and for each remote address, on
/// ``LoginThrottle``'s schedule: after n wrong passwords in a row, the next one is checked
/// only after 1, 2, 4 … up to 60 seconds. An attempt that comes sooner is refused without
/// checking the password, so guessing goes no faster with more connections, from one address
/// at many accounts, or from many addresses at one account.
///
/// An account's count of wrong passwords is kept in the store (so it survives a restart and
/// is shared by several servers); when the last one happened is kept here. An address's count
/// lives here only, and is forgotten after ``forgetAfter`` without a wrong password.
public final class LoginThrottles: @unchecked Sendable {
    private struct Entry {
        var failures: Int
        var last: ContinuousClock.Instant
    }

    private let lock = NSLock()
    private var byAddress: [String: Entry] = [:]
    private var byAccount: [Int64: Entry] = [:]
    /// The length of one of ``LoginThrottle``'s seconds (shorter in tests).
    public let unit: Duration
    /// How long an address's wrong passwords are remembered.
    public let forgetAfter: Duration

    /// `unit` is one of ``LoginThrottle``'s seconds; `forgetAfter` how long wrong passwords are remembered.
    public init(unit: Duration = .seconds(1), forgetAfter: Duration = .seconds(15 * 60)) {
        self.unit = unit
        self.forgetAfter = forgetAfter
    }

    /// How long this address, or this account (with `storedFailures` wrong passwords in a row
    /// in the store), must still wait before its next password is checked; zero when it may
    /// try now.
    public func wait(address: String, accountID: Int64, storedFailures: Int) -> Duration {
        lock.withLock {
            let now = ContinuousClock.now
            forgetOld(now)
            var longest = Duration.zero
            if let entry = byAddress[address] {
                longest = max(longest, remaining(entry.failures, since: entry.last, now: now))
            }
            if let entry = byAccount[accountID] {
                longest = max(longest, remaining(max(entry.failures, storedFailures), since: entry.last, now: now))
            }
            return longest
        }
    }

    /// A wrong password for the account (`failures` in a row now, as the store counted) from
    /// the address.
    public func failed(address: String, accountID: Int64, failures: Int) {
        lock.withLock {
            let now = ContinuousClock.now
            byAddress[address] = Entry(failures: (byAddress[address]?.failures ?? 0) + 1, last: now)
            byAccount[accountID] = Entry(failures: max(failures, (byAccount[accountID]?.failures ?? 0) + 1), last: now)
        }
    }

    /// The right password: the account starts again from zero. The address does not (an
    /// attacker could otherwise reset it by logging in to an account of their own).
    public func succeeded(accountID: Int64) {
        _ = lock.withLock { byAccount.removeValue(forKey: accountID) }
    }

    /// How many wrong passwords the address has made lately (for tests and the log).
    public func failures(address: String) -> Int { lock.withLock { byAddress[address]?.failures ?? 0 } }

    private func remaining(_ failures: Int, since last: ContinuousClock.Instant, now: ContinuousClock.Instant) -> Duration {
        let delay = unit * LoginThrottle.delaySeconds(afterFailures: failures)
        return max(.zero, last + delay - now)
    }

    private func forgetOld(_ now: ContinuousClock.Instant) {
        byAddress = byAddress.filter { now - $0.value.last < forgetAfter }
        byAccount = byAccount.filter { now - $0.value.last < forgetAfter }
    }
}
