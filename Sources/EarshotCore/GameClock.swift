/// The time source a game runs on: any Swift `Clock` whose durations are `Duration`, seen
/// through a small non-generic window so the app can hold one without generics. The app uses
/// `ContinuousClock`; tests use a manual clock they advance by hand.
public protocol GameClock: Sendable {
    /// The time now, as a duration since the clock's own origin.
    func time() -> Duration
    /// Suspends until `time() >= deadline` (or the task is cancelled).
    func sleep(until deadline: Duration) async throws
}

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
