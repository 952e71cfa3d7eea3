import EarshotCore

/// Speaks every event through a ``SpeechEngine``: the speech counterpart of the console's text
/// sink. It renders events with a ``SpeechRenderer``, gives each utterance its role's voice
/// from the player's profile (voice-lock), plays earcons, and cuts stale speech of the last
/// question when a new one is asked. It is also the app's ``SpeechControl`` (see
/// `SpeechSink+Commands.swift`).
public actor SpeechSink: FlushableSink {
    /// The voice used when the player has not chosen one (`default`).
    public static let defaultVoice = "en"

    public let engine: any SpeechEngine
    public private(set) var renderer: SpeechRenderer
    /// The voice profiles by lower-case name.
    public let profiles: [String: VoiceProfile]
    /// The settings in force.
    public private(set) var settings: SpeechSettings

    /// Whether this run can speak at all; `false` for the quiet control of a run with speech
    /// off, whose commands only save settings.
    public let live: Bool
    /// How much is said aloud.
    public internal(set) var verbosity: Verbosity = .normal

    /// The question being answered, for `spell`; `nil` once it is answered.
    var openQuestion: AskedQuestion?
    /// The last answer revealed, for `spell`.
    var lastAnswer: String?
    /// Where news about speech goes to be printed and said (see `SpeechSink+Notices.swift`).
    var noticeHandler: (@Sendable (String) async -> Void)?

    public init(
        engine: any SpeechEngine, settings: SpeechSettings = SpeechSettings(), profiles: [String: VoiceProfile] = [:],
        renderer: SpeechRenderer = SpeechRenderer(), live: Bool = true
    ) {
        self.live = live
        self.engine = engine
        self.settings = settings
        self.profiles = profiles
        self.renderer = renderer
    }

    /// Whether anything is said: speech on (not off, not left to the player's screen reader).
    public var speaking: Bool { live && settings.output == .on }

    public func present(_ event: Event) async {
        if case .app(.language(let language)) = event { await speak(language) }
        let open = openQuestion
        track(event)
        guard speaking else { return }
        let items = renderer.items(for: event, verbosity: verbosity, open: open)
        if case .game(.asked) = event {
            await engine.stop([.question, .option])  // what is left of the last question is stale
        }
        for item in items {
            switch item {
            case .say(let text, let role):
                // Each piece in another language's script is said in that language's voice.
                let voice = parameters(for: role)
                let base = renderer.messages.language
                for run in LanguageRuns.split(SafeText.forSpeech(text), base: base) {
                    var own = voice
                    if run.language != base { own.voice = run.language == .en ? Self.defaultVoice : run.language.espeakVoice }
                    await engine.speak(Utterance(text: run.text, role: role, voice: own, important: Self.isWarning(event)))
                }
            case .earcon(let earcon):
                if settings.earcons { await engine.play(earcon, volume: settings.volume) }
            }
        }
        if case .game(.notUnderstood(let input, let count, false)) = event, count > 0, !input.isEmpty {
            renderer.optionsHintGiven = true
        }
        if case .app(.prompt) = event { await engine.endOfTurn() }
    }

    /// The session now speaks `language`: its words, and its voice unless the player chose
    /// another. On a club client the session's language comes only as this event, so the
    /// standard voice must follow it here, not only in the session's own settings.
    func speak(_ language: Language) async {
        renderer.messages = Messages(language)
        let standard = Set(Language.allCases.map(\.espeakVoice) + [SpeechSettings().voice])
        guard standard.contains(settings.voice), settings.voice != language.espeakVoice else { return }
        var changed = settings
        changed.voice = language.espeakVoice
        await use(changed)
    }

    /// Time warnings are said before anything else and never cut by later speech.
    static func isWarning(_ event: Event) -> Bool {
        if case .game(.timeLeft(_, let warning)) = event { return warning }
        return false
    }

    /// Lets speech still queued play out, then releases the output (at exit).
    public func readingTime() async -> Duration { await engine.readingTime() }

    public func flush() async {
        await engine.finish()
    }

    /// The voice for a role under the current settings.
    public func parameters(for role: SpeechRole) -> VoiceParameters {
        if let profile = profiles[settings.voice.lowercased()] {
            return profile.parameters(for: role, settings: settings)
        }
        let voice = settings.voice == "default" ? Self.defaultVoice : settings.voice
        return VoiceParameters(voice: voice, rate: settings.rate, pitch: settings.pitch, volume: settings.volume)
    }

    /// Replaces the settings, cutting speech when it is turned off.
    func use(_ new: SpeechSettings) async {
        let wasSpeaking = speaking
        settings = new
        if wasSpeaking && !speaking { await engine.stopAll() }
    }

    /// Remembers what `spell` may need.
    private func track(_ event: Event) {
        guard case .game(let e) = event else { return }
        switch e {
        case .started(_, let category, _): renderer.gameCategory = category
        case .asked(let q), .options(let q): openQuestion = q
        case .judged(let j):
            openQuestion = nil
            lastAnswer = j.correctAnswer
        case .skipped(let answer, _), .timeUp(let answer, _):
            openQuestion = nil
            lastAnswer = answer
        case .finished: openQuestion = nil
        default: break
        }
    }
}
