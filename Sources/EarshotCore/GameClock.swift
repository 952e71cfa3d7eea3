import Foundation

/// The one source of time: any Swift `Clock` whose durations are `Duration`, seen through a
/// small non-generic window so the app can hold one without generics, and the date on the
/// calendar that goes with it (what the stores write as "when"). The app uses
/// `ContinuousClock` and the system's date; tests use a manual clock they advance by hand,
/// whose date moves with it.
public protocol GameClock: Sendable {
    /// The time now, as a duration since the clock's own origin.
    func time() -> Duration
    /// Suspends until `time() >= deadline` (or the task is cancelled).
    func sleep(until deadline: Duration) async throws
    /// The date and time now, on the calendar.
    func date() -> Date
}

extension GameClock {
    /// The system's date: a real clock's.
    public func date() -> Date { Date() }
}

/// The system's clock, for a store or a server made without one.
public let systemClock: any GameClock = ClockAdapter(ContinuousClock())

/// Wraps a Swift `Clock` as a ``GameClock``.
public struct ClockAdapter<C: Clock>: GameClock where C.Duration == Duration {
    public let clock: C
    private let origin: C.Instant

    public init(_ clock: C) {
        self.clock = clock
        origin = clock.now
    }

    public func time() -> Duration { origin.duration(to: clock.now) }

    public func sleep(until deadline: Duration) async throws {
        try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil)
    }
}
