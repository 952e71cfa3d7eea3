import EarshotAccounts
import EarshotCore
import Foundation

extension ClubLogin {
    /// Where passwords are hashed and checked: Argon2id takes 19 MiB and tens of
    /// milliseconds of one core, so it runs on threads of its own, never on the few threads
    /// that run every connection's tasks, and on one core fewer than the machine has: a crowd
    /// logging in at once waits its turn, while the games in progress keep a core.
    nonisolated(unsafe) static let hashQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "earshot.password-hashing"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        return queue
    }()

    /// Runs `work` on ``hashQueue`` and returns its result.
    static func hashing<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            hashQueue.addOperation { continuation.resume(returning: work()) }
        }
    }

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
