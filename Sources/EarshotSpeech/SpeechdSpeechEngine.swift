import CSpeechd
import EarshotCore
import Foundation

/// Speech through the desktop's speech-dispatcher (libspeechd): the player's own synthesizer
/// and voice, shared with their screen reader. Questions and options go as `text` priority,
/// feedback as `message`, time warnings as `important`, so Earshot and a screen reader such as
/// Orca take turns instead of talking over each other. Earcons still play through Earshot's
/// own audio output. Rate, pitch, volume and voice are sent only once the player changes them
/// from Earshot's defaults, so the desktop's own settings apply until then.
public final class SpeechdSpeechEngine: SpeechEngine, @unchecked Sendable {
    /// Why speech-dispatcher could not be used.
    public struct Unreachable: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    private let connection: UnsafeMutablePointer<SPDConnection>
    private let earcons: (any AudioOutput)?
    private let lock = NSLock()
    private var sent: VoiceParameters?
    private var closed = false
    private var voiceNames: [InstalledVoice]?
    let tracker: SpeechdTracker

    /// Connects to speech-dispatcher at `address` (`unix_socket:/path`), or at the default
    /// address (`SPEECHD_ADDRESS`, else the user's session daemon, started if need be).
    /// `earcons` plays the earcons; `onBegin` is told when each message starts to be heard.
    public init(
        address: String? = nil, earcons: (any AudioOutput)?, onBegin: (@Sendable (Int) -> Void)? = nil
    ) throws(Unreachable) {
        var error: UnsafeMutablePointer<CChar>?
        var opened: UnsafeMutablePointer<SPDConnection>?
        if let address, let path = Self.socketPath(address) {
            var a = SPDConnectionAddress()
            a.method = SPD_METHOD_UNIX_SOCKET
            a.unix_socket_name = strdup(path)
            opened = spd_open2("earshot", "main", nil, SPD_MODE_THREADED, &a, 0, &error)
            free(a.unix_socket_name)
        } else {
            opened = spd_open2("earshot", "main", nil, SPD_MODE_THREADED, nil, 1, &error)
        }
        guard let opened else {
            let detail = error.map { String(cString: $0) } ?? "no reason given"
            free(error)
            throw Unreachable(reason: detail.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        free(error)
        connection = opened
        self.earcons = earcons
        tracker = SpeechdTracker(onBegin: onBegin)
        SpeechdTracker.register(tracker, for: opened)
        opened.pointee.callback_begin = speechdCallback
        opened.pointee.callback_end = speechdCallback
        opened.pointee.callback_cancel = speechdCallback
        spd_set_notification_on(opened, SPD_BEGIN)
        spd_set_notification_on(opened, SPD_END)
        spd_set_notification_on(opened, SPD_CANCEL)
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
    /// no more text has come for a moment.
    static let burstWindow: Duration = .milliseconds(60)

    private var burst: [String] = []
    private var burstVoice: VoiceParameters?
    private var burstRole: SpeechRole = .question
    private var burstGeneration = 0

    public func speak(_ utterance: Utterance) async {
        let text = utterance.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let priority = Self.priority(for: utterance)
        guard priority == SPD_TEXT else {
            lock.withLock { send(text, priority: priority, voice: utterance.voice, role: utterance.role) }
            return
        }
        let generation: Int = lock.withLock {
            if burst.isEmpty {
                burstVoice = utterance.voice
                burstRole = utterance.role
            }
            burst.append(text)
            burstGeneration += 1
            return burstGeneration
        }
        Task {
            try? await Task.sleep(for: Self.burstWindow)
            self.lock.withLock { if self.burstGeneration == generation { self.sendBurst() } }
        }
    }

    public func endOfTurn() async {
        lock.withLock { sendBurst() }
    }

    /// Sends the waiting text as one message. Called with the lock held.
    private func sendBurst() {
        guard !burst.isEmpty, let voice = burstVoice else { return }
        send(burst.joined(separator: " "), priority: SPD_TEXT, voice: voice, role: burstRole)
        burst = []
    }

    /// Says `text` now. Called with the lock held.
    private func send(_ text: String, priority: SPDPriority, voice: VoiceParameters, role: SpeechRole) {
        guard !closed else { return }
        applyVoice(voice)
        let id = spd_say(connection, priority, text)
        if id > 0 { tracker.queued(Int(id), role: role) }
    }

    /// Sends the voice settings that differ from the last ones sent (from Earshot's defaults,
    /// the first time). Called with the lock held.
    private func applyVoice(_ v: VoiceParameters) {
        let previous = sent ?? SpeechdSettings.defaults
        if v.rate != previous.rate { spd_set_voice_rate(connection, Int32(SpeechdSettings.rate(v.rate))) }
        if v.pitch != previous.pitch { spd_set_voice_pitch(connection, Int32(SpeechdSettings.pitch(v.pitch))) }
        if v.volume != previous.volume { spd_set_volume(connection, Int32(SpeechdSettings.volume(v.volume))) }
        if v.voice != previous.voice {
            let (language, type) = SpeechdSettings.split(v.voice)
            if voiceNames?.contains(where: { $0.name == v.voice }) == true {
                spd_set_synthesis_voice(connection, v.voice)
            } else {
                spd_set_language(connection, language)
                if let type { spd_set_voice_type(connection, type) }
            }
        }
        sent = v
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
        guard roles.contains(.feedback) else { return }
        lock.withLock {
            burst = []
            guard !closed else { return }
            spd_cancel(connection)
        }
    }

    public func finish() async {
        lock.withLock { sendBurst() }
        let deadline = ContinuousClock.now + .seconds(60)
        while tracker.pending > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        await earcons?.finish()
        close()
    }

    /// Closes the connection at once (pending speech is dropped by the daemon).
    public func close() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            spd_close(connection)
            SpeechdTracker.unregister(connection)
        }
    }

    deinit { close() }

    public func readingTime() async -> Duration { tracker.readingTime }

    public func installedVoices() async -> [InstalledVoice] {
        lock.withLock {
            if let voiceNames { return voiceNames }
            var found: [InstalledVoice] = []
            if !closed, let list = spd_list_synthesis_voices(connection) {
                var i = 0
                while let voice = list[i] {
                    let name = voice.pointee.name.map { String(cString: $0) } ?? ""
                    let language = voice.pointee.language.map { String(cString: $0) } ?? ""
                    let variant = voice.pointee.variant.map { String(cString: $0) } ?? ""
                    if !name.isEmpty {
                        found.append(
                            InstalledVoice(
                                name: name, description: [language, variant].filter { !$0.isEmpty && $0 != "none" }.joined(separator: ", "))
                        )
                    }
                    i += 1
                }
                free_spd_voices(list)
            }
            voiceNames = found
            return found
        }
    }

    public func canUse(voice: String) async -> Bool {
        if await installedVoices().contains(where: { $0.name == voice }) { return true }
        return SpeechdSettings.isLanguage(SpeechdSettings.split(voice).language)
    }
}
