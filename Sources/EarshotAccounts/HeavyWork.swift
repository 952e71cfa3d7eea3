import Foundation
import Synchronization

/// Where CPU-heavy work runs (hashing and checking passwords): Argon2id takes 19 MiB and tens
/// of milliseconds of one core, so it runs on threads of its own, never on the few threads
/// that run every task (every session of a club server), and on one core fewer than the
/// machine has: a crowd logging in at once waits its turn, while games in progress keep a core.
///
/// The work goes to serial dispatch queues ("lanes"), one for each core it may use, taken in
/// turn. An `OperationQueue` with a concurrency limit did this before; on Linux it was seen to
/// stop starting operations when many were added at once from several threads, which left every
/// login of a busy server waiting for ever.
public enum HeavyWork {
    static let lanes: [DispatchQueue] = (0..<max(1, ProcessInfo.processInfo.activeProcessorCount - 1)).map {
        DispatchQueue(label: "earshot.heavy-work.\($0)")
    }
    private static let next = Atomic<UInt>(0)

    /// Runs `work` off the cooperative pool and returns its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        let lane = lanes[Int(next.wrappingAdd(1, ordering: .relaxed).oldValue % UInt(lanes.count))]
        return await withCheckedContinuation { continuation in
            lane.async { continuation.resume(returning: work()) }
        }
    }
}
