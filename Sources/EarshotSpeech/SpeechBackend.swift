import EarshotCore
import Foundation

/// Chooses and builds the speech of a run: off, left to the player's screen reader, recorded
/// to a WAV file (`--speak-to`), or played on the sound device, which is looked for once at
/// start.
public enum SpeechBackend {
    /// Said once, at start, when there is no sound device.
    public static let noDeviceNotice = "No sound device found: speech is off. Use --speak-to FILE to record speech."

    /// Whether this run speaks at all.
    public enum Mode: Equatable, Sendable {
        case speak, off, screenReader
    }

    /// The mode from `--no-speech`, `--screen-reader` and `EARSHOT_SPEECH=off|screen-reader|on`
    /// (flags win), with a message when the variable holds something else.
    public static func mode(noSpeech: Bool, screenReader: Bool, environment: [String: String]) -> (Mode, notice: String?) {
        if screenReader { return (.screenReader, nil) }
        if noSpeech { return (.off, nil) }
        guard let raw = environment["EARSHOT_SPEECH"] else { return (.speak, nil) }
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "on": return (.speak, nil)
        case "off", "no", "none": return (.off, nil)
        case "screen-reader", "screenreader": return (.screenReader, nil)
        default:
            return (
                .speak,
                "EARSHOT_SPEECH=\(raw) is not understood, so speech stays on. Use EARSHOT_SPEECH=off or EARSHOT_SPEECH=screen-reader."
            )
        }
    }

    /// What was built: the sink (also the speech control), or `nil` for text only, and what to
    /// tell the player.
    public struct Made: Sendable {
        public var sink: SpeechSink?
        public var notice: String?
    }

    /// Builds the speech for a run. `dataFolder` is the player's data folder (the espeak-ng
    /// overlay is built there once); `hooks` are the plugins' speech templates; `transcript`, a
    /// text file to write every utterance to as well.
    public static func make(
        mode: Mode, speakTo: String?, settings: SpeechSettings, dataFolder: URL, hooks: [String: String],
        transcript: String? = nil
    ) async -> Made {
        guard mode == .speak else { return Made(sink: nil, notice: nil) }
        let synthesizer: EspeakSynthesizer
        do {
            synthesizer = try EspeakSynthesizer.shared(dataFolder: dataFolder)
        } catch {
            return Made(sink: nil, notice: error.description)
        }
        let output: any AudioOutput
        if let speakTo {
            do {
                output = try WAVFileOutput(url: URL(fileURLWithPath: speakTo), sampleRate: synthesizer.sampleRate)
            } catch {
                return Made(sink: nil, notice: "Speech cannot be recorded to \(speakTo): the file cannot be written. Speech is off.")
            }
        } else if let device = DeviceAudioOutput(sampleRate: synthesizer.sampleRate) {
            output = device
        } else {
            return Made(sink: nil, notice: noDeviceNotice)
        }
        var notice: String?
        var profiles: [String: VoiceProfile] = [:]
        do {
            profiles = try VoiceProfile.load()
        } catch {
            notice = "\(error) The other voices still work."
        }
        var engine: any SpeechEngine = EspeakSpeechEngine(synthesizer: synthesizer, output: output)
        if let transcript {
            do {
                engine = try TranscribingSpeechEngine(engine, transcript: URL(fileURLWithPath: transcript))
            } catch {
                notice = [notice, "The speech transcript \(transcript) cannot be written."].compactMap { $0 }.joined(separator: " ")
            }
        }
        let sink = SpeechSink(
            engine: engine, settings: settings, profiles: profiles,
            renderer: SpeechRenderer(templates: SpeechTemplates(hooks: hooks)))
        return Made(sink: sink, notice: notice)
    }
}
