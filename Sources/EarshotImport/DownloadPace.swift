/// Watches a download's speed: a server that keeps the connection alive with a byte now and
/// then (never idle long enough for the idle limit) is stopped once it has sent less than
/// ``ImportLimits/minimumRate`` bytes a second over a whole ``ImportLimits/rateWindow``.
/// The speed is judged window by window from the first byte asked for.
public struct DownloadPace: Sendable {
    let limits: ImportLimits
    private var windowStart: ContinuousClock.Instant
    private var bytesAtWindowStart = 0

    /// Starts watching at `start` (when the request goes out).
    public init(limits: ImportLimits, start: ContinuousClock.Instant = .now) {
        self.limits = limits
        windowStart = start
    }

    /// Whether the download, `total` bytes so far, has been too slow over the window that
    /// has just ended (`false` while the window is still open).
    public mutating func isTooSlow(total: Int, now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = windowStart.duration(to: now)
        guard limits.minimumRate > 0, elapsed >= limits.rateWindow else { return false }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if Double(total - bytesAtWindowStart) < Double(limits.minimumRate) * seconds { return true }
        windowStart = now
        bytesAtWindowStart = total
        return false
    }
}

extension ImportLimits {
    /// The message for a download slower than ``minimumRate`` over ``rateWindow``.
    public func tooSlow(_ host: String) -> String {
        "The download from \(host) was too slow: less than \(Self.describe(bytes: minimumRate)) a second over \(Self.describe(rateWindow)), so Earshot stopped it. Nothing was imported. Try again later, or from a faster address."
    }
}
