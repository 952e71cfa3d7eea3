import EarshotCore
import Foundation

/// A speech control for tests whose reading time the test sets by hand, as if questions had
/// been read aloud for that long. It speaks nothing and refuses no command.
public final class ListeningSpeechControl: SpeechControl, @unchecked Sendable {
    private let lock = NSLock()
    private var reading: Duration = .zero
    private var _applied: [String] = []

    public init() {}

    /// Sets how long questions have been heard so far.
    public func setReadingTime(_ time: Duration) { lock.withLock { reading = time } }

    public func readingTime() async -> Duration { lock.withLock { reading } }
    public func interrupt() async {}
    /// What was applied, in order: `verbosity brief`, `rate 200`, `voice en-us` and so on.
    public var applied: [String] { lock.withLock { _applied } }

    public func apply(_ settings: SpeechSettings) async {
        let words = "rate \(settings.rate) pitch \(settings.pitch) volume \(settings.volume) voice \(settings.voice)"
        lock.withLock { _applied.append(words + " earcons \(settings.earcons) speech \(settings.output)") }
    }

    public func apply(verbosity: Verbosity) async { lock.withLock { _applied.append("verbosity \(verbosity.rawValue)") } }
    public func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent? { nil }
}
