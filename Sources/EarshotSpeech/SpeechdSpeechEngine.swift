import CSpeechd
import EarshotCore
import Foundation
import Synchronization

/// Speech through the desktop's speech-dispatcher (libspeechd): the player's own synthesizer
/// and voice, shared with their screen reader. Questions and options go as `text` priority,
/// feedback as `message`, time warnings as `important`, so Earshot and a screen reader such as
/// Orca take turns instead of talking over each other. Earcons still play through Earshot's
/// own audio output. Rate, pitch, volume and voice are sent only once the player changes them
/// from Earshot's defaults, so the desktop's own settings apply until then.
///
/// Every libspeechd call runs on the connection's own thread within a time limit
/// (``SpeechdConnection``), so `speak` never waits for the daemon. When the daemon stops
/// answering, goes away or cannot play (see `SpeechdSpeechEngine+Watch.swift`), the engine
/// closes and hands what was not heard to ``onFailure(_:)``: ``ResilientSpeechEngine`` says it
/// again with espeak-ng.
public final class SpeechdSpeechEngine: SpeechEngine, Sendable {
    /// Why speech-dispatcher could not be used.
    public struct Unreachable: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    struct State {
        var sent: VoiceParameters?
        /// Whether the last message sent was SSML (libspeechd's data mode).
        var sentSSML = false
        var voiceNames: [InstalledVoice]?
        var burst: [Utterance] = []
        var burstGeneration = 0
        /// Text was sent since the last stop and may still be playing: until this moment, more
        /// text waits for it to end instead of cutting it (``sendBurst(ifStill:force:)``).
        var guarded: ContinuousClock.Instant?
        /// A task waits for the text playing to end, to send the burst after it.
        var draining = false
        /// Messages handed to the connection's thread and not yet queued by the daemon.
        var sending = 0
        var failed: SpeechdFailure.Kind?
        var closed = false
        var onFailure: (@Sendable (SpeechdSpeechEngine, SpeechdFailure) -> Void)?
        /// Failures being handed to `onFailure` right now.
        var handing = 0
    }

    let connection: SpeechdConnection
    private let earcons: (any AudioOutput)?
    let tracker: SpeechdTracker
    let limits: SpeechdLimits
    let state = Mutex(State())

    private init(connection: SpeechdConnection, earcons: (any AudioOutput)?, tracker: SpeechdTracker, limits: SpeechdLimits) {
        self.connection = connection
        self.earcons = earcons
        self.tracker = tracker
        self.limits = limits
    }

    deinit { close() }

    /// Connects to speech-dispatcher at `address` (`unix_socket:/path`), or at the default
    /// address (`SPEECHD_ADDRESS`, else the user's session daemon, started if `autospawn`),
    /// within `limits.call` for the connection and its set-up together. `earcons` plays the
    /// earcons; `onBegin` is told when each message starts to be heard.
    public static func connect(
        address: String? = nil, autospawn: Bool = true, limits: SpeechdLimits = .standard, earcons: (any AudioOutput)?,
        onBegin: (@Sendable (Int) -> Void)? = nil
    ) async throws(Unreachable) -> SpeechdSpeechEngine {
        try await connect(
            address: address, autospawn: autospawn, limits: limits, earcons: earcons, onBegin: onBegin, onEnd: nil, onFailure: nil,
            on: SpeechdThread(name: "earshot.speechd"))
    }

    /// ``connect(address:autospawn:limits:earcons:onBegin:)`` on `thread`, with `onEnd` told
    /// when a message was heard to its end and `onFailure` in place before anything can fail.
    static func connect(
        address: String?, autospawn: Bool, limits: SpeechdLimits, earcons: (any AudioOutput)?, onBegin: (@Sendable (Int) -> Void)?,
        onEnd: (@Sendable (Int) -> Void)?, onFailure: (@Sendable (SpeechdSpeechEngine, SpeechdFailure) -> Void)?,
        on thread: SpeechdThread
    ) async throws(Unreachable) -> SpeechdSpeechEngine {
        let tracker = SpeechdTracker(onBegin: onBegin, onEnd: onEnd)
        let connection = try await SpeechdConnection.open(
            address: address, autospawn: autospawn, limit: limits.call, thread: thread,
            setUp: { c in
                SpeechdTracker.register(tracker, for: c)
                c.pointee.callback_begin = speechdCallback
                c.pointee.callback_end = speechdCallback
                c.pointee.callback_cancel = speechdCallback
                return [SPD_BEGIN, SPD_END, SPD_CANCEL].allSatisfy { spd_set_notification_on(c, $0) == 0 }
            },
            tearDown: { SpeechdTracker.unregister(tracker, for: $0) })
        let engine = SpeechdSpeechEngine(connection: connection, earcons: earcons, tracker: tracker, limits: limits)
        engine.state.withLock { $0.onFailure = onFailure }
        engine.watch()
        return engine
    }

    /// The socket path in `unix_socket:/path` (or a bare absolute path).
    static func socketPath(_ address: String) -> String? {
        if address.hasPrefix("unix_socket:") { return String(address.dropFirst("unix_socket:".count)) }
        return address.hasPrefix("/") ? address : nil
    }

    /// The priority for an utterance: questions, options and prompts as text, feedback as a
    /// message, warnings as important.
    static func priority(for utterance: Utterance) -> SPDPriority {
        if utterance.important { return SPD_IMPORTANT }
        return utterance.role == .feedback ? SPD_MESSAGE : SPD_TEXT
    }

    /// speech-dispatcher's `text` priority interrupts itself (only the latest text is said), so
    /// a burst of text utterances (a question, its options and the prompt after them) is sent
    /// as one message, in the first one's voice: at the end of the turn (the prompt), or once
    /// no more text has come for a moment. Text that comes after that moment (a busy machine, a
    /// club's question and its prompt arriving apart) waits for the text before it to end,
    /// unless a stop came between (a new question, the player typing): it never cuts a
    /// question short.
    static let burstWindow: Duration = .milliseconds(60)

    public func speak(_ utterance: Utterance) async {
        var utterance = utterance
        utterance.text = utterance.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !utterance.text.isEmpty else { return }
        let priority = Self.priority(for: utterance)
        guard priority == SPD_TEXT else {
            sendBurst(force: true)  // the text said before it goes first (a message then drops what is stale)
            return send([utterance], priority: priority)
        }
        let generation: Int = state.withLock { s in
            s.burst.append(utterance)
            s.burstGeneration += 1
            return s.burstGeneration
        }
        Task {
            try? await Task.sleep(for: Self.burstWindow)
            self.sendBurst(ifStill: generation)
        }
    }

    public func endOfTurn() async { sendBurst() }

    /// Sends the waiting text as one message (only if no more came since `generation`). While
    /// text sent since the last stop is still playing, the burst waits for it to end (at most
    /// until ``State/guarded``), unless `force`.
    private func sendBurst(ifStill generation: Int? = nil, force: Bool = false) {
        let playing = tracker.pendingText
        enum Step {
            case nothing
            case send([Utterance])
            case wait(until: ContinuousClock.Instant)
        }
        let step: Step = state.withLock { s in
            guard generation == nil || s.burstGeneration == generation, !s.burst.isEmpty else { return .nothing }
            if !force, let until = s.guarded, ContinuousClock.now < until, s.sending > 0 || playing > 0 {
                guard !s.draining else { return .nothing }
                s.draining = true
                return .wait(until: until)
            }
            defer { s.burst = [] }
            s.guarded = ContinuousClock.now + SpeechdTracker.longest(s.burst) + limits.begin
            s.sending += 1  // on its way from here (`unfinished` never reads 0 in between)
            return .send(s.burst)
        }
        switch step {
        case .nothing: break
        case .send(let burst): send(burst, priority: SPD_TEXT, counted: true)
        case .wait(let until): drain(until: until)
        }
    }

    /// Waits until no text of this engine's is playing or on its way (or `until`), then sends
    /// the burst gathered meanwhile.
    private func drain(until: ContinuousClock.Instant) {
        Task {
            while ContinuousClock.now < until, !Task.isCancelled,
                state.withLock({ $0.sending > 0 && $0.failed == nil && !$0.closed }) || tracker.pendingText > 0
            {
                try? await Task.sleep(for: .milliseconds(20))
            }
            state.withLock { $0.draining = false }
            sendBurst(force: true)
        }
    }

    /// Says `utterances` as one message, in the first one's voice (a piece in another language
    /// in that language's, as SSML: `SpeechdSpeechEngine+Languages.swift`), on the connection's
    /// thread. `counted`: the caller already counted it as on its way (``State/sending``).
    private func send(_ utterances: [Utterance], priority: SPDPriority, counted: Bool = false) {
        let first = utterances[0]
        let (text, ssml) = Self.message(for: utterances)
        let accepted: Bool = state.withLock { s in
            if counted { s.sending -= 1 }
            guard s.failed == nil, !s.closed else { return false }
            let previous = s.sent ?? SpeechdSettings.defaults
            let known = s.voiceNames?.contains { $0.name == first.voice.voice } == true
            let modeChanges = s.sentSSML != ssml
            s.sent = first.voice
            s.sentSSML = ssml
            s.sending += 1
            let ticket = tracker.ticket()
            let outcome = FirstOfTwo()
            // Queued under the lock, so messages reach the thread in the order they were said.
            return connection.send(
                { [self] c in
                    Self.apply(first.voice, over: previous, knownName: known, to: c)
                    if modeChanges { Self.setMode(ssml: ssml, on: c) }
                    let id = spd_say(c, priority, text)
                    guard outcome.take() else { return }  // too late: it was already said again
                    // Tracked before it stops counting as on its way: in between, `unfinished`
                    // read 0 while the message was playing (a wait for the end returned early).
                    if id > 0 { tracker.queued(Int(id), role: first.role, utterances: utterances, ticket: ticket) }
                    state.withLock { $0.sending -= 1 }
                    if id <= 0 { fail(.gone, unsent: tracker.isCut(first.role, ticket: ticket) ? [] : utterances) }
                },
                expired: { [self] in
                    guard outcome.take() else { return }
                    state.withLock { $0.sending -= 1 }
                    fail(.noAnswer, unsent: tracker.isCut(first.role, ticket: ticket) ? [] : utterances)
                })
        }
        if !accepted { fail(.noAnswer, unsent: utterances) }
    }

    /// Sends the voice settings that differ from `previous` (Earshot's defaults, the first
    /// time). On the connection's thread.
    private static func apply(
        _ v: VoiceParameters, over previous: VoiceParameters, knownName: Bool, to c: UnsafeMutablePointer<SPDConnection>
    ) {
        if v.rate != previous.rate { spd_set_voice_rate(c, Int32(SpeechdSettings.rate(v.rate))) }
        if v.pitch != previous.pitch { spd_set_voice_pitch(c, Int32(SpeechdSettings.pitch(v.pitch))) }
        if v.volume != previous.volume { spd_set_volume(c, Int32(SpeechdSettings.volume(v.volume))) }
        guard v.voice != previous.voice else { return }
        if knownName {
            spd_set_synthesis_voice(c, v.voice)
        } else {
            let (language, type) = SpeechdSettings.split(v.voice)
            spd_set_language(c, language)
            if let type { spd_set_voice_type(c, type) }
        }
    }

    public func play(_ earcon: Earcon, volume: Int) async {
        guard let earcons else { return }
        let item = earcons.begin(role: .feedback)
        earcons.append(EarconSynth.samples(for: earcon, sampleRate: earcons.sampleRate, volume: volume), to: item)
        earcons.end(item)
    }

    /// speech-dispatcher cancels a client's messages all together, so only a stop that
    /// includes feedback (barge-in, `stop`) cancels; a new question's stale-speech stop leaves
    /// the feedback before it to finish.
    public func stop(_ roles: Set<SpeechRole>) async {
        earcons?.stop(roles)
        tracker.stop(roles)
        state.withLock { $0.guarded = nil }  // what comes next may cut what was said before
        guard roles.contains(.feedback) else { return }
        let live: Bool = state.withLock { s in
            s.burst = []
            return s.failed == nil && !s.closed
        }
        guard live else { return }
        connection.send({ spd_cancel($0) }, expired: { [self] in fail(.noAnswer, unsent: []) })
    }

    /// Lets what was queued be heard, for at most `limits.finish` (quitting is never held up
    /// by the daemon), then closes.
    public func finish() async {
        sendBurst()
        let deadline = ContinuousClock.now + limits.finish
        // A cancelled task's sleep returns at once: then nothing is waited for, never spun on.
        while unfinished > 0, !isFailed, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(20))
        }
        // A failure is handed over (what was not heard, to be said again) before this returns.
        while state.withLock({ $0.handing > 0 }), !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        await earcons?.finish()
        close()
    }

    /// Messages said and not yet heard to their end (or dropped): those the daemon took, those
    /// on their way to it, and the text still gathered into one.
    var unfinished: Int { tracker.pending + state.withLock { $0.sending + ($0.burst.isEmpty ? 0 : 1) } }

    public func readingTime() async -> Duration { tracker.readingTime }
}
