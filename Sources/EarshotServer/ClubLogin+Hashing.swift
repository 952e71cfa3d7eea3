import EarshotAccounts
import EarshotCore
import Foundation

extension ClubLogin {
    /// Runs password work off the cooperative pool (``HeavyWork``).
    static func hashing<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T { await HeavyWork.run(work) }

    /// Makes the stand-in hash now (at start), so the first login as an unknown name takes no
    /// longer than any other.
    static func prepare() async { _ = await hashing { standIn.count } }

    /// "1 second", "4 seconds", in the player's language.
    static func seconds(_ d: Duration, _ m: Messages = .english) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        let s = max(1, Int((Double(ms) / 1000).rounded(.up)))
        return m.plural("mode.time.seconds", count: s)
    }
}
