import EarshotCore
import Foundation

/// The real speech engine: espeak-ng synthesis (``EspeakSynthesizer``) into an
/// ``AudioOutput`` (the sound device or a WAV file), with earcons made in code.
public final class EspeakSpeechEngine: SpeechEngine, Sendable {
    public let synthesizer: EspeakSynthesizer
    public let output: any AudioOutput

    public init(synthesizer: EspeakSynthesizer, output: any AudioOutput) {
        self.synthesizer = synthesizer
        self.output = output
    }

    public func speak(_ utterance: Utterance) async {
        let text = utterance.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let item = output.begin(role: utterance.role)
        await synthesizer.synthesize(text, voice: utterance.voice, into: output, item: item)
        output.end(item)
    }

    public func play(_ earcon: Earcon, volume: Int) async {
        let item = output.begin(role: .feedback)
        output.append(EarconSynth.samples(for: earcon, sampleRate: output.sampleRate, volume: volume), to: item)
        output.end(item)
    }

    public func stop(_ roles: Set<SpeechRole>) async {
        output.stop(roles)
    }

    public func finish() async {
        await output.finish()
    }

    public func readingTime() async -> Duration {
        .milliseconds(Int64((output.readingSeconds * 1000).rounded()))
    }

    public func installedVoices() async -> [InstalledVoice] {
        await synthesizer.installedVoices()
    }

    public func canUse(voice: String) async -> Bool {
        await synthesizer.canUse(voice: voice)
    }
}
