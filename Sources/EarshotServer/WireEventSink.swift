import EarshotConsole
import EarshotCore
import EarshotWire
import Synchronization

/// The session's events, sent to the client as they are: the client renders them as text and
/// speech with the player's own settings. Speech never travels; only events do.
///
/// A client whose hello asked for words (a web page, ``Hello/wantsText``) gets each event as
/// a ``ShownEvent`` instead: the event with the lines a terminal would print, in the
/// session's language, which follows the player's `language` command.
final class WireEventSink: BatchingSink {
    private let outbox: Outbox
    /// The words events are rendered in, for a client that asked for them.
    private let renderer: Mutex<TextRenderer?>
    /// A web page's own voice, said after each event's words when the page turned it on.
    private let voice: WebVoiceSwitch?
    /// The server's figures, and when the connection's last line came.
    private let metrics: ServerMetrics?
    private let lastLine: LastLine?
    /// Whether a game of this connection is being played (counted in the metrics).
    private let inGame = Mutex(false)
    /// Sends what is queued from the caller's own task (``Outbox/claim()``) at the end of a
    /// batch, instead of waking the connection's writer task for it; `nil`: the writer task
    /// sends everything. An event outside a batch wakes the writer task, which takes what the
    /// session posts meanwhile with it (a verdict, the next question and the prompt often
    /// leave together so).
    private let sendNow: (@Sendable () async -> Void)?

    init(
        outbox: Outbox, wordsIn language: Language? = nil, voice: WebVoiceSwitch? = nil, metrics: ServerMetrics? = nil,
        lastLine: LastLine? = nil, sendNow: (@Sendable () async -> Void)? = nil
    ) {
        self.outbox = outbox
        self.sendNow = sendNow
        renderer = Mutex(language.map { TextRenderer(color: false, messages: Messages($0)) })
        self.voice = voice
        self.metrics = metrics
        self.lastLine = lastLine
    }

    func present(_ event: Event) async {
        post(event)
        if let metrics { count(event, in: metrics) }
        if case .app(.language(let language)) = event { voice?.remember(language: language) }
        if let spoken = voice?.voice, let path = await spoken.say(event) { outbox.post(.audio(path)) }
    }

    /// Holds what is posted to the client until ``endBatch()`` (``Outbox/hold()``).
    func beginBatch() { outbox.hold() }

    /// Sends what was held, in one write when it fits.
    func endBatch() async {
        outbox.release(ring: sendNow == nil)
        if let sendNow { await sendNow() }
    }

    /// Sends `event` at once (also before the session starts: the login's words).
    func post(_ event: Event) {
        let rendered = renderer.withLock { renderer -> ([String], Language)? in
            guard renderer != nil else { return nil }
            if case .app(.language(let chosen)) = event { renderer!.messages = Messages(chosen) }
            return (renderer!.lines(for: event), renderer!.messages.language)
        }
        guard let (lines, language) = rendered else { return outbox.post(.event(event)) }
        let options = Self.options(of: event)
        outbox.post(
            .shown(
                ShownEvent(
                    event: event, kind: Self.kind(of: event), lines: lines, language: language.rawValue,
                    labels: options.map(Self.labels(of:)), options: options)))
    }

    /// The name of the event's case: "asked", "judged", "welcome".
    static func kind(of event: Event) -> String {
        let inner: Any
        switch event {
        case .game(let e): inner = e
        case .app(let e): inner = e
        }
        // A case with a payload is a child labelled with its name; one without is its name.
        if let label = Mirror(reflecting: inner).children.first?.label { return label }
        return String(String(describing: inner).prefix { $0.isLetter || $0.isNumber })
    }

    /// The options an event shows, if it shows any.
    static func options(of event: Event) -> [String]? {
        switch event {
        case .game(.asked(let q)), .game(.options(let q)): q.options.isEmpty ? nil : q.options
        default: nil
        }
    }

    /// The labels of `options` ("1", "2"… or "A", "B"…), as they are read.
    static func labels(of options: [String]) -> [String] {
        let labels = OptionLabels.of(options)
        return options.indices.map { labels.label($0) }
    }

    /// Counts what the event tells of: an answer judged (and how long since its line came),
    /// a game begun or ended, a game a plugin's failure ended.
    private func count(_ event: Event, in metrics: ServerMetrics) {
        switch event {
        case .game(.judged):
            metrics.answers.increment()
            if let line = lastLine?.instant { metrics.answerLatency.recordInterval(.now - line) }
        case .game(.started):
            if inGame.withLock({ was in
                defer { was = true }; return !was
            }) {
                metrics.games.increment()
            }
        case .game(.finished):
            if inGame.withLock({ was in
                defer { was = false }; return was
            }) {
                metrics.games.decrement()
            }
        case .app(.summary(let summary)):
            if inGame.withLock({ was in
                defer { was = false }; return was
            }) {
                metrics.games.decrement()
            }
            // A failure is a mode's (a plugin that crashed, timed out or broke the protocol).
            if summary.failure != nil { metrics.pluginFailures.increment() }
        default: break
        }
    }

    /// The connection ended: a game it was playing is no longer in progress.
    func connectionEnded() {
        if inGame.withLock({ was in
            defer { was = false }; return was
        }) {
            metrics?.games.decrement()
        }
    }
}
