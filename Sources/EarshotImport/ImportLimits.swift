import Foundation

/// How much an import may read and how long it may take. Every import has limits, for files
/// and web addresses alike; the messages name the limit that was hit and the option that
/// changes it (`--max-size`, `--timeout`).
public struct ImportLimits: Sendable, Equatable {
    /// The most bytes an import reads (after decompression, for web addresses).
    public var maxBytes: Int
    /// The longest the whole import may take: download, reading and saving.
    public var timeout: Duration
    /// The longest a web address may go without sending anything.
    public var idleTimeout: Duration
    /// The slowest a download may be, in bytes a second, averaged over ``rateWindow``: a
    /// server that sends a byte now and then, never quite idle, is stopped too.
    public var minimumRate: Int
    /// How long a download's speed is averaged over before it is judged.
    public var rateWindow: Duration

    /// 256 MB, 10 minutes, 30 seconds of silence, and at least 1 KB a second over 30 seconds.
    public static let standard = ImportLimits(maxBytes: 256 << 20, timeout: .seconds(600), idleTimeout: .seconds(30))

    public init(
        maxBytes: Int, timeout: Duration, idleTimeout: Duration, minimumRate: Int = 1024, rateWindow: Duration = .seconds(30)
    ) {
        self.maxBytes = maxBytes
        self.timeout = timeout
        self.idleTimeout = idleTimeout
        self.minimumRate = minimumRate
        self.rateWindow = rateWindow
    }

    /// A size such as `500MB`, `2G`, `64k` or `1000` (bytes); `nil` when it is not one.
    public static func size(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = t.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(digits), value >= 0 else { return nil }
        let unit = t.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        let factor: Double
        switch unit {
        case "", "b": factor = 1
        case "k", "kb", "kib": factor = 1024
        case "m", "mb", "mib": factor = 1024 * 1024
        case "g", "gb", "gib": factor = 1024 * 1024 * 1024
        default: return nil
        }
        let bytes = value * factor
        guard bytes >= 1, bytes < Double(Int.max / 2) else { return nil }
        return Int(bytes)
    }

    /// A time such as `30s`, `5m`, `1h`, `500ms` or `90` (seconds); `nil` when it is not one.
    public static func duration(_ text: String) -> Duration? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = t.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(digits), value > 0 else { return nil }
        let unit = t.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        let seconds: Double
        switch unit {
        case "", "s", "sec", "secs", "second", "seconds": seconds = value
        case "ms": seconds = value / 1000
        case "m", "min", "mins", "minute", "minutes": seconds = value * 60
        case "h", "hour", "hours": seconds = value * 3600
        default: return nil
        }
        guard seconds < 1e7 else { return nil }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// A size in words: "256 MB", "64 KB", "900 bytes".
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GB" }
        if bytes >= 1 << 20 { return bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        if bytes >= 1 << 10 { return bytes % (1 << 10) == 0 ? "\(bytes >> 10) KB" : String(format: "%.1f KB", Double(bytes) / 1024) }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }

    /// A time in words: "10 minutes", "30 seconds", "0.5 seconds".
    public static func describe(_ duration: Duration) -> String {
        let s = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        if s >= 60, s.truncatingRemainder(dividingBy: 60) == 0 {
            let m = Int(s / 60)
            return "\(m) minute\(m == 1 ? "" : "s")"
        }
        if s == s.rounded() { return "\(Int(s)) second\(s == 1 ? "" : "s")" }
        return String(format: "%.1f seconds", s)
    }

    /// The error for input larger than ``maxBytes``.
    public func tooLarge(_ what: String, size: Int? = nil) -> ImportError {
        let how = size.map { "is \(Self.describe(bytes: $0)), which is" } ?? "goes on past"
        return ImportError(
            "\(what) \(how) more than the import size limit of \(Self.describe(bytes: maxBytes)). Nothing was imported. If it really is a question file, raise the limit with --max-size, for example --max-size \(Self.describe(bytes: maxBytes * 2).replacingOccurrences(of: " ", with: ""))."
        )
    }

    /// The error for an import that took longer than ``timeout``.
    public func tookTooLong(_ what: String) -> ImportError {
        ImportError(
            "\(what) took longer than the import time limit of \(Self.describe(timeout)), so Earshot stopped. Nothing was imported. Raise the limit with --timeout, for example --timeout 30m."
        )
    }
}

/// A point in time after which an import stops, checked as it reads.
public struct ImportDeadline: Sendable {
    let end: ContinuousClock.Instant
    let limits: ImportLimits
    let what: String

    public init(limits: ImportLimits, what: String, start: ContinuousClock.Instant = .now) {
        end = start.advanced(by: limits.timeout)
        self.limits = limits
        self.what = what
    }

    /// Throws when the time is up.
    public func check() throws {
        if ContinuousClock.now >= end { throw limits.tookTooLong(what) }
    }

    /// The time left.
    public var remaining: Duration { ContinuousClock.now.duration(to: end) }
}
