import EarshotCore
import Foundation
import Synchronization

/// A clock that only moves when a test advances it. Conforms to Swift's `Clock` and to
/// ``GameClock``; sleepers wake when the time they wait for is reached, and a sleeper whose
/// task is cancelled wakes at once with `CancellationError`, as the real clocks do.
public final class ManualClock: Clock, GameClock, Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var current = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())
    /// The date when the clock reads zero; ``date()`` moves on from it as the clock does.
    public let origin: Date

    /// A clock at zero, on `origin` (by default noon UTC on 22 November 2026).
    public init(origin: Date = Date(timeIntervalSince1970: 1_795_348_800)) { self.origin = origin }

    public var now: Instant { state.withLock { $0.current } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { s in
            s.nextID += 1
            return s.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { s in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= s.current { return .success(()) }
                    s.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: c))
                    return nil
                }
                if let outcome { c.resume(with: outcome) }
            }
        } onCancel: {
            let cancelled = state.withLock { s -> CheckedContinuation<Void, any Error>? in
                guard let i = s.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return s.sleepers.remove(at: i).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let woken: [CheckedContinuation<Void, any Error>] = state.withLock { s in
            s.current = s.current.advanced(by: duration)
            let due = s.sleepers.filter { $0.deadline <= s.current }
            s.sleepers.removeAll { $0.deadline <= s.current }
            return due.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    /// How many tasks are asleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    // GameClock
    public func time() -> Duration { now.offset }
    public func date() -> Date {
        let (seconds, attoseconds) = now.offset.components
        return origin.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }
    public func sleep(until deadline: Duration) async throws {
        try await sleep(until: Instant(offset: deadline), tolerance: nil)
    }
}
