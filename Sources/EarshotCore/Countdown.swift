/// A mode's clock: how long the player has (a timed question, a list), how much is used,
/// whether it is paused and which warnings were given. Times are durations since the game
/// began, as the engine passes them in, so tests drive it without sleeping. Extending it
/// (`more time`) makes warnings that are ahead again be given again; a warning point at or
/// above the whole time allowed is never given.
public struct Countdown: Sendable, Equatable {
    /// The warnings given as time runs out, in seconds left.
    public let warningPoints: [Int]
    /// The time allowed, extensions included.
    public private(set) var allowed: Duration
    private var usedBefore: Duration = .zero
    private var runningSince: Duration?
    private var warned: Set<Int> = []

    /// A clock with `allowed` time, running from `now`, warning at `warningPoints` seconds left.
    public init(allowed: Duration, startingAt now: Duration, warningPoints: [Int]) {
        self.allowed = allowed
        self.warningPoints = warningPoints
        runningSince = now
        warned = Set(warningPoints.filter { .seconds($0) >= allowed })
    }

    public var isPaused: Bool { runningSince == nil }

    /// Active time used by `now` (pauses do not count).
    public func used(at now: Duration) -> Duration {
        usedBefore + (runningSince.map { max(now - $0, .zero) } ?? .zero)
    }

    public func remaining(at now: Duration) -> Duration { max(allowed - used(at: now), .zero) }

    /// Whole seconds left, rounded up, as they are said.
    public func secondsLeft(at now: Duration) -> Int { Int(remaining(at: now).seconds.rounded(.up)) }

    /// Whether the time has run out (never while paused). An item typed at the very deadline
    /// still counts; see ``isLate(at:)``.
    public func isOver(at now: Duration) -> Bool { !isPaused && used(at: now) >= allowed }

    /// Whether input at `now` comes after the end.
    public func isLate(at now: Duration) -> Bool { !isPaused && used(at: now) > allowed }

    public mutating func pause(at now: Duration) {
        guard !isPaused else { return }
        usedBefore = used(at: now)
        runningSince = nil
    }

    public mutating func resume(at now: Duration) {
        guard isPaused else { return }
        runningSince = now
    }

    /// Adds time; warnings now ahead again will be given again.
    public mutating func extend(by extra: Duration, at now: Duration) {
        allowed += extra
        let left = remaining(at: now)
        warned = warned.filter { .seconds($0) >= left }
    }

    /// When a `tick` is next needed: the next warning or the end; `nil` while paused.
    public var wakeAt: Duration? {
        guard let since = runningSince else { return nil }
        let deadline = since + (allowed - usedBefore)
        let points = warningPoints.filter { !warned.contains($0) }.map { deadline - .seconds($0) }
        return (points + [deadline]).min()
    }

    /// The warning due at `now` (seconds left), once per warning point.
    public mutating func dueWarning(at now: Duration) -> Int? {
        guard !isPaused, !isOver(at: now) else { return nil }
        let left = remaining(at: now)
        let reached = warningPoints.filter { !warned.contains($0) && left <= .seconds($0) }
        guard !reached.isEmpty else { return nil }
        warned.formUnion(reached)
        return secondsLeft(at: now)
    }
}
