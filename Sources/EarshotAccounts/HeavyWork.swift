import Foundation

/// Where CPU-heavy work runs (hashing and checking passwords): Argon2id takes 19 MiB and tens
/// of milliseconds of one core, so it runs on threads of its own, never on the few threads
/// that run every task (every session of a club server), and on one core fewer than the
/// machine has: a crowd logging in at once waits its turn, while games in progress keep a core.
public enum HeavyWork {
    nonisolated(unsafe) static let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "earshot.heavy-work"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        return queue
    }()

    /// Runs `work` off the cooperative pool and returns its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.addOperation { continuation.resume(returning: work()) }
        }
    }
}
