/// How long Earshot waits on speech-dispatcher before it stops trusting it. Every call into
/// libspeechd has ``call``; a message the daemon took has ``begin`` to be heard; ``finish`` is
/// the most that quitting waits for speech still playing; a daemon that went away is looked
/// for again every ``retry`` (growing to ``longestRetry`` while it stays away). Tests pass
/// shorter limits so they stay fast.
public struct SpeechdLimits: Sendable, Equatable {
    /// The most one call into libspeechd may take (connecting included).
    public var call: Duration
    /// The most a queued message may wait for its BEGIN while nothing else is heard: past it,
    /// the daemon is taken to be unable to play (no audio output).
    public var begin: Duration
    /// The most ``SpeechdSpeechEngine/finish()`` waits for speech still to be heard.
    public var finish: Duration
    /// The wait before the first attempt to connect again.
    public var retry: Duration
    /// The longest wait between attempts (each attempt that fails doubles the wait).
    public var longestRetry: Duration
    /// How often a connection is checked while it is in use (the socket still open, messages
    /// still beginning).
    public var watch: Duration

    public init(
        call: Duration = .seconds(2), begin: Duration = .seconds(4), finish: Duration = .milliseconds(2500),
        retry: Duration = .seconds(3), longestRetry: Duration = .seconds(30), watch: Duration = .milliseconds(250)
    ) {
        self.call = call
        self.begin = begin
        self.finish = finish
        self.retry = retry
        self.longestRetry = longestRetry
        self.watch = watch
    }

    /// The limits a run uses.
    public static let standard = SpeechdLimits()
}
