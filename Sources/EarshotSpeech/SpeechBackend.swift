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

    /// `--speech espeak|speechd|screen-reader|off`: the mode and, when it names one, the
    /// synthesizer; `nil` and a message when the word is not one of these.
    public static func choice(_ word: String) -> (Mode, SpeechSettings.Synthesizer?)? {
        switch word.trimmingCharacters(in: .whitespaces).lowercased() {
        case "espeak", "espeak-ng", "on": return (.speak, word.lowercased() == "on" ? nil : .espeak)
        case "speechd", "speech-dispatcher", "dispatcher": return (.speak, .speechd)
        case "screen-reader", "screenreader": return (.screenReader, nil)
        case "off", "none", "no": return (.off, nil)
        default: return nil
        }
    }

    /// libspeechd's first sentence, without its "Error:" label: "Can't connect to unix socket
    /// /run/…/speechd.sock: No such file or directory".
    static func shortReason(_ reason: String) -> String {
        var text = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) }
        if text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? "no reason given" : text
    }

    /// What was built: the sink (also the speech control), or `nil` for text only, and what to
    /// tell the player. When speech is off, `control` is still there, speaking nothing, so the
    /// speech settings can be listed and saved.
    public struct Made: Sendable {
        public var sink: SpeechSink?
        public var notice: String?
        public var control: SpeechSink?

        public init(sink: SpeechSink?, notice: String?, control: SpeechSink? = nil) {
            self.sink = sink
            self.notice = notice
            self.control = control ?? sink
        }
    }

    /// Builds the speech for a run. `dataFolder` is the player's data folder (the espeak-ng
    /// overlay is built there once); `hooks` are the plugins' speech templates; `transcript`, a
    /// text file to write every utterance to as well. `synthesizer` (from `--speech`, else the
    /// player's setting) picks speech-dispatcher or espeak-ng; a recording (`speakTo`) always
    /// uses espeak-ng. `speechdAddress` overrides speech-dispatcher's default address and
    /// `speechdLimits` its time limits; speech-dispatcher never holds up the start for longer
    /// than `speechdLimits.call`, and when it fails Earshot's own voice takes over (see
    /// ``ResilientSpeechEngine``). `messages` words the notices; `output` opens the sound device
    /// at a sample rate (`nil` when there is none).
    public static func make(
        mode: Mode, speakTo: String?, settings: SpeechSettings, dataFolder: URL, hooks: [String: String],
        transcript: String? = nil, synthesizer choice: SpeechSettings.Synthesizer? = nil, speechdAddress: String? = nil,
        speechdLimits: SpeechdLimits = .standard, messages: Messages = .english,
        output makeOutput: @escaping @Sendable (Int) -> (any AudioOutput)? = { DeviceAudioOutput(sampleRate: $0) }
    ) async -> Made {
        let renderer = SpeechRenderer(templates: SpeechTemplates(hooks: hooks))
        let profiles = (try? VoiceProfile.load()) ?? [:]
        func quiet(_ notice: String?) -> Made {
            let synthesizer = try? EspeakSynthesizer.shared(dataFolder: dataFolder)
            let control = SpeechSink(
                engine: QuietSpeechEngine(synthesizer: synthesizer), settings: settings, profiles: profiles, renderer: renderer,
                live: false)
            return Made(sink: nil, notice: notice, control: control)
        }
        guard mode == .speak else { return quiet(nil) }
        var notice: String?
        if (choice ?? settings.synthesizer) == .speechd && speakTo == nil {
            let (engine, unreachable) = await speechd(
                address: speechdAddress, limits: speechdLimits, dataFolder: dataFolder, output: makeOutput)
            if let unreachable { notice = SpeechSink.unreachableNotice(unreachable.reason, messages: messages) }
            if unreachable == nil || engine.fallback != nil {
                let sink = wrap(engine, settings: settings, profiles: profiles, renderer: renderer, transcript: transcript, notice: &notice)
                sink.follow(engine)
                return Made(sink: sink, notice: notice)
            }
            await engine.finish()  // neither speech-dispatcher nor a sound device: text only
        }
        let synthesizer: EspeakSynthesizer
        do {
            synthesizer = try EspeakSynthesizer.shared(dataFolder: dataFolder)
        } catch {
            return Made(sink: nil, notice: join(notice, error.description))
        }
        let output: any AudioOutput
        if let speakTo {
            do {
                output = try WAVFileOutput(url: URL(fileURLWithPath: speakTo), sampleRate: synthesizer.sampleRate)
            } catch {
                return quiet(join(notice, "Speech cannot be recorded to \(speakTo): the file cannot be written. Speech is off."))
            }
        } else if let device = makeOutput(synthesizer.sampleRate) {
            output = device
        } else {
            return quiet(join(notice, noDeviceNotice))
        }
        do {
            _ = try VoiceProfile.load()
        } catch {
            notice = join(notice, "\(error) The other voices still work.")
        }
        let engine = EspeakSpeechEngine(synthesizer: synthesizer, output: output)
        let sink = wrap(engine, settings: settings, profiles: profiles, renderer: renderer, transcript: transcript, notice: &notice)
        return Made(sink: sink, notice: notice)
    }

    /// speech-dispatcher, with espeak-ng (on the sound device, which also plays the earcons)
    /// to take over when it fails.
    private static func speechd(
        address: String?, limits: SpeechdLimits, dataFolder: URL, output makeOutput: @escaping @Sendable (Int) -> (any AudioOutput)?
    ) async -> (ResilientSpeechEngine, SpeechdSpeechEngine.Unreachable?) {
        let earcons = makeOutput(22050)
        return await ResilientSpeechEngine.start(address: address, limits: limits, earcons: earcons) {
            guard let synthesizer = try? EspeakSynthesizer.shared(dataFolder: dataFolder) else { return nil }
            let sameRate = earcons.flatMap { $0.sampleRate == synthesizer.sampleRate ? $0 : nil }
            guard let output = sameRate ?? makeOutput(synthesizer.sampleRate) else { return nil }
            return EspeakSpeechEngine(synthesizer: synthesizer, output: output)
        }
    }

    private static func join(_ a: String?, _ b: String) -> String { [a, b].compactMap { $0 }.joined(separator: " ") }

    /// The sink over `engine`, writing a transcript as well when asked.
    private static func wrap(
        _ engine: any SpeechEngine, settings: SpeechSettings, profiles: [String: VoiceProfile], renderer: SpeechRenderer,
        transcript: String?, notice: inout String?
    ) -> SpeechSink {
        var engine = engine
        if let transcript {
            do {
                engine = try TranscribingSpeechEngine(engine, transcript: URL(fileURLWithPath: transcript))
            } catch {
                notice = join(notice, "The speech transcript \(transcript) cannot be written.")
            }
        }
        return SpeechSink(engine: engine, settings: settings, profiles: profiles, renderer: renderer)
    }
}
