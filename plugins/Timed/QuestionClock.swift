import EarshotCore

/// The clock of one timed question: how long it may take, how much of that has been used,
/// whether it is paused, and which warnings have been given. All times are durations since
/// the game began, as the engine passes them in.
public struct QuestionClock: Sendable, Equatable {
    /// The warnings given as time runs out, in seconds left.
    public static let warningPoints = [10, 5]

    /// The time allowed for the question, extensions included.
    public private(set) var allowed: Duration
    /// Active time used before the current run (pauses do not count).
    private var usedBefore: Duration = .zero
    /// When the current run began, or `nil` while paused.
    private var runningSince: Duration?
    /// Warning points (seconds left) already given.
    private var warned: Set<Int> = []

    /// A clock for a question asked at `now` with `allowed` time.
    public init(allowed: Duration, startingAt now: Duration) {
        self.allowed = allowed
        runningSince = now
    }

    public var isPaused: Bool { runningSince == nil }

    /// Active time used on the question by `now`.
    public func used(at now: Duration) -> Duration {
        usedBefore + (runningSince.map { max(now - $0, .zero) } ?? .zero)
    }

    /// Time left at `now` (never below zero).
    public func remaining(at now: Duration) -> Duration {
        max(allowed - used(at: now), .zero)
    }

    /// Time left in whole seconds, rounded up, as it is said to the player.
    public func secondsLeft(at now: Duration) -> Int {
        Int(remaining(at: now).seconds.rounded(.up))
    }

    /// Whether the time has run out (never while paused).
    public func isOver(at now: Duration) -> Bool {
        !isPaused && used(at: now) >= allowed
    }

    /// Whether an answer at `now` comes too late: strictly after the end, so an answer at the
    /// very deadline still counts (for 500 points).
    public func isLate(at now: Duration) -> Bool {
        !isPaused && used(at: now) > allowed
    }

    /// Stops the clock.
    public mutating func pause(at now: Duration) {
        guard !isPaused else { return }
        usedBefore = used(at: now)
        runningSince = nil
    }

    /// Starts the clock again.
    public mutating func resume(at now: Duration) {
        guard isPaused else { return }
        runningSince = now
    }

    /// Adds time; warnings that are now ahead again will be given again.
    public mutating func extend(by extra: Duration, at now: Duration) {
        allowed += extra
        let left = remaining(at: now)
        warned = warned.filter { .seconds($0) >= left }
    }

    /// When the mode next needs a `tick`: the next warning point not yet given, or the end of
    /// the time, as time since the game began; `nil` while paused.
    public var wakeAt: Duration? {
        guard let since = runningSince else { return nil }
        let deadline = since + (allowed - usedBefore)
        let points = Self.warningPoints.filter { !warned.contains($0) }.map { deadline - .seconds($0) }
        return (points + [deadline]).min()
    }

    /// The warning due at `now`, if a warning point has been reached and not yet announced:
    /// the seconds left. Marks every point reached as given.
    public mutating func dueWarning(at now: Duration) -> Int? {
        guard !isPaused, !isOver(at: now) else { return nil }
        let left = remaining(at: now)
        let reached = Self.warningPoints.filter { !warned.contains($0) && left <= .seconds($0) }
        guard !reached.isEmpty else { return nil }
        warned.formUnion(reached)
        return secondsLeft(at: now)
    }
}
