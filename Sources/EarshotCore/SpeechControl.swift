/// What the app asks of speech, beyond rendering events: cutting it short and applying the
/// player's speech commands. The speech layer implements it; the app never touches an engine.
public protocol SpeechControl: AnyObject, Sendable {
    /// Stops any speech at once (the player pressed Enter: barge-in).
    func interrupt() async
    /// Applies the player's stored settings.
    func apply(_ settings: SpeechSettings) async
    /// Applies the player's verbosity: how much is said aloud.
    func apply(verbosity: Verbosity) async
    /// Performs a speech command such as `faster`, `rate 200`, `voice duet`, `spell`, `stop`.
    /// Updates `settings` when the command changes them and returns what to tell the player
    /// (`nil` to say nothing, as for `stop`).
    func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent?
    /// How long the player has spent hearing questions and options read aloud. Timed games
    /// stop their clock for it, so a listener is not slower than a reader.
    func readingTime() async -> Duration
    /// Where to send what speech itself has to tell the player while Earshot runs (the
    /// desktop's speech-dispatcher went away and Earshot's own voice took over, say): the app
    /// prints it and says it like any other message.
    func onNotice(_ handler: @escaping @Sendable (String) async -> Void) async
}

extension SpeechControl {
    public func readingTime() async -> Duration { .zero }
    public func onNotice(_ handler: @escaping @Sendable (String) async -> Void) async {}
}
