import EarshotCore

/// The clock of one timed question: the core's ``Countdown`` with the timed mode's warnings.
public typealias QuestionClock = Countdown

extension Countdown {
    /// The warnings of a timed question, in seconds left.
    public static let questionWarnings = [10, 5]

    /// A clock for a timed question asked at `now` with `allowed` time.
    public static func question(allowed: Duration, startingAt now: Duration) -> Countdown {
        Countdown(allowed: allowed, startingAt: now, warningPoints: questionWarnings)
    }
}
