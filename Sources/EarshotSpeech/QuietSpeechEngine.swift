import EarshotCore

/// The engine behind the speech commands when this run speaks nothing (`--no-speech`,
/// `--screen-reader`, no sound device): it says nothing, but knows espeak-ng's voices, so
/// `voices` lists them and `voice`, `rate`, `pitch` and `volume` are checked and saved for
/// when speech is on.
public final class QuietSpeechEngine: SpeechEngine, Sendable {
    let synthesizer: EspeakSynthesizer?

    public init(synthesizer: EspeakSynthesizer?) { self.synthesizer = synthesizer }

    public func speak(_ utterance: Utterance) async {}
    public func play(_ earcon: Earcon, volume: Int) async {}
    public func stop(_ roles: Set<SpeechRole>) async {}
    public func finish() async {}

    public func installedVoices() async -> [InstalledVoice] {
        await synthesizer?.installedVoices() ?? []
    }

    public func canUse(voice: String) async -> Bool {
        guard let synthesizer else { return !voice.isEmpty && !voice.contains(" ") }
        return await synthesizer.canUse(voice: voice)
    }
}
