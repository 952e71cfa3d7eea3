import EarshotCore
import Foundation

/// A clock that only moves when a test advances it. Conforms to Swift's `Clock` and to
/// ``GameClock``; sleepers wake when the time they wait for is reached.
public final class ManualClock: Clock, GameClock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [(deadline: Instant, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let ready: Bool = lock.withLock {
                if deadline <= current { return true }
                sleepers.append((deadline, c))
                return false
            }
            if ready { c.resume() }
        }
    }

    /// Moves time forward, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    /// How many tasks are asleep on this clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    // GameClock
    public func time() -> Duration { now.offset }
    public func sleep(until deadline: Duration) async throws {
        try await sleep(until: Instant(offset: deadline), tolerance: nil)
    }
}
