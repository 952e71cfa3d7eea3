import EarshotCore
import Foundation

/// A speech control for tests whose reading time the test sets by hand, as if questions had
/// been read aloud for that long. It speaks nothing and refuses no command.
public final class ListeningSpeechControl: SpeechControl, @unchecked Sendable {
    private let lock = NSLock()
    private var reading: Duration = .zero

    public init() {}

    /// Sets how long questions have been heard so far.
    public func setReadingTime(_ time: Duration) { lock.withLock { reading = time } }

    public func readingTime() async -> Duration { lock.withLock { reading } }
    public func interrupt() async {}
    public func apply(_ settings: SpeechSettings) async {}
    public func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent? { nil }
}
