import EarshotCore

/// Where synthesized 16-bit mono samples go: the sound device (``DeviceAudioOutput``) or a WAV
/// file (``WAVFileOutput``). Samples arrive as items (one utterance or earcon each), chunk by
/// chunk while espeak-ng synthesizes, so playback can start before synthesis ends.
public protocol AudioOutput: AnyObject, Sendable {
    /// Samples per second.
    var sampleRate: Int { get }
    /// Starts a new item of this role and returns its id.
    func begin(role: SpeechRole) -> Int
    /// Adds samples to an item. Returns `false` once the item has been cut, so synthesis can stop.
    func append(_ samples: UnsafeBufferPointer<Int16>, to item: Int) -> Bool
    /// Ends an item; a short pause follows it.
    func end(_ item: Int)
    /// Cuts at once every item of these roles begun so far, queued or playing.
    func stop(_ roles: Set<SpeechRole>)
    /// Waits until everything queued has been played, then releases the device or completes
    /// the file. Nothing is played after it.
    func finish() async
    /// Seconds of question and option speech played on a device so far (none for a file): the
    /// time a player spent listening to questions, which timed games do not count.
    var readingSeconds: Double { get }
}

extension AudioOutput {
    public var readingSeconds: Double { 0 }

    /// Adds a whole array of samples to an item.
    @discardableResult
    public func append(_ samples: [Int16], to item: Int) -> Bool {
        samples.withUnsafeBufferPointer { append($0, to: item) }
    }

    /// The short pause between utterances, in samples (a quarter of a second).
    var pauseLength: Int { sampleRate / 4 }
}

/// Which items have been cut: each role remembers the last item id begun before its last stop.
struct CutLedger: Sendable {
    private var cutThrough: [SpeechRole: Int] = [:]
    private(set) var lastIssued = 0

    /// Issues the next item id.
    mutating func issue() -> Int {
        lastIssued += 1
        return lastIssued
    }

    /// Marks every item of these roles issued so far as cut.
    mutating func cut(_ roles: Set<SpeechRole>) {
        for role in roles { cutThrough[role] = lastIssued }
    }

    func isCut(_ item: Int, role: SpeechRole) -> Bool {
        item <= (cutThrough[role] ?? 0)
    }
}
