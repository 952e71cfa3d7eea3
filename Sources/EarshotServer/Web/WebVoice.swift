import EarshotCore
import EarshotSpeech
import Foundation
import Synchronization

/// Earshot's own voice for a web page that turned it on (docs/web.md): each event is said by
/// espeak-ng on the server, with the player's voice, rate and verbosity (a ``SpeechSink``, as
/// on one computer), into a WAV file the page plays. For a phone with no Chinese, Malay or
/// Tamil voice of its own. Off unless the player chooses it: it must never talk over the
/// player's screen reader.
final class WebVoice: Sendable {
    let sink: SpeechSink
    private let output: CollectingAudioOutput

    init(synthesizer: EspeakSynthesizer, renderer: SpeechRenderer, profiles: [String: VoiceProfile]) {
        output = CollectingAudioOutput(sampleRate: synthesizer.sampleRate)
        sink = SpeechSink(
            engine: EspeakSpeechEngine(synthesizer: synthesizer, output: output), profiles: profiles, renderer: renderer)
    }

    /// Says `event` and keeps its audio: the path the page fetches it from, or `nil` when
    /// nothing is said for it.
    func say(_ event: Event) async -> String? {
        await sink.present(event)
        return output.takeWAV().map { SpokenAudio.shared.add($0) }
    }
}

/// Whether a connection's page has Earshot's voice on, and the voice once made. Shared by the
/// connection (which turns it on and off), its event sink (which speaks through it) and its
/// speech control (which gives it the player's settings).
final class WebVoiceSwitch: Sendable {
    private struct State {
        var on = false
        var voice: WebVoice?
        var settings: SpeechSettings?
        var verbosity: Verbosity?
        var language: Language = .en
    }
    private let state = Mutex(State())
    /// Makes the voice the first time it is turned on (`nil` when espeak-ng cannot start).
    private let make: @Sendable () -> WebVoice?

    init(make: @escaping @Sendable () -> WebVoice?) { self.make = make }

    /// The voice to speak through now, if it is on.
    var voice: WebVoice? { state.withLock { $0.on ? $0.voice : nil } }

    /// Turns the voice on or off; on, it gets the player's settings and language so far.
    /// Returns whether it could be turned on.
    @discardableResult
    func turn(_ on: Bool) async -> Bool {
        guard on else {
            state.withLock { $0.on = false }
            return true
        }
        let (existing, settings, verbosity, language) = state.withLock { ($0.voice, $0.settings, $0.verbosity, $0.language) }
        guard let voice = existing ?? make() else { return false }
        if existing == nil {
            await voice.sink.present(.app(.language(language)))
            if let settings { await voice.sink.apply(settings) }
            if let verbosity { await voice.sink.apply(verbosity: verbosity) }
        }
        state.withLock {
            $0.voice = voice
            $0.on = true
        }
        return true
    }

    /// Keeps what the session applies to speech, for a voice made later.
    func remember(settings: SpeechSettings? = nil, verbosity: Verbosity? = nil, language: Language? = nil) {
        state.withLock { s in
            if let settings { s.settings = settings }
            if let verbosity { s.verbosity = verbosity }
            if let language { s.language = language }
        }
    }

    /// The voice made from the process's espeak-ng, the plugins' speech `hooks` and the voice
    /// profiles.
    static func make(hooks: [String: String]) -> WebVoice? {
        guard let synthesizer = try? EspeakSynthesizer.shared(dataFolder: nil) else { return nil }
        return WebVoice(
            synthesizer: synthesizer, renderer: SpeechRenderer(templates: SpeechTemplates(hooks: hooks)),
            profiles: (try? VoiceProfile.load()) ?? [:])
    }
}
