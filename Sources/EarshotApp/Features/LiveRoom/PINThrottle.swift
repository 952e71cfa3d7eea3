import EarshotAccounts
import EarshotCore

/// Wrong PINs are limited like passwords: after ``freeTries`` wrong PINs in a row from one
/// player, or ``freeTriesPerAddress`` from one address (a class behind one network address
/// shares it), each further try waits 1, 2, 4 … up to 60 seconds. The counts are kept in the
/// store (``ThrottleStore``), so that every server of a club keeps one count: a load balancer
/// that spreads a guesser's tries over three servers gives them no more tries.
public struct PINThrottle: Sendable {
    /// Wrong PINs in a row a player may type before each further try must wait.
    public static let freeTries = 5
    /// Wrong PINs in a row from one address before each further try from it must wait.
    public static let freeTriesPerAddress = 50
    /// How long after the last wrong PIN the count is forgotten.
    static let forgetAfter = Duration.seconds(15 * 60)

    let store: any ThrottleStore
    /// The player's id, and their address (or "this computer", off a server).
    let player: String
    let address: String

    /// The store's keys, each with its free tries.
    private var keys: [(key: String, free: Int)] {
        [("pin player \(player)", Self.freeTries), ("pin address \(address)", Self.freeTriesPerAddress)]
    }

    /// How many seconds the next try must still wait; 0 when it may be looked up now.
    func wait() async -> Int {
        let counts = (try? await store.failures(keys: keys.map(\.key), forgetAfter: Self.forgetAfter)) ?? [:]
        var wait = Duration.zero
        for (key, free) in keys {
            guard let count = counts[key], count.failures >= free else { continue }
            wait = max(wait, LoginThrottle.remaining(afterFailures: count.failures - free + 1, ago: count.ago))
        }
        guard wait > .zero else { return 0 }
        return max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
    }

    /// A PIN no open room has.
    func wrong() async { try? await store.addFailure(keys: keys.map(\.key), forgetAfter: Self.forgetAfter) }

    /// The right PIN: the player and the address start again from zero.
    func right() async { try? await store.forgetFailures(keys: keys.map(\.key)) }
}
