import CEspeakNG
import EarshotCore
import Foundation
import Synchronization

/// Why espeak-ng could not start.
public struct SpeechStartError: Error, CustomStringConvertible {
    public var description: String
}

/// Owns libespeak-ng, which is global and not thread-safe: every call into the library goes
/// through this one actor, and there is one per process (``shared(dataFolder:)``).
///
/// Synthesis is synchronous (`ENOUTPUT_MODE_SYNCHRONOUS`): espeak-ng hands each block of
/// samples to a callback, which passes it straight to an ``AudioOutput`` so playback starts
/// before synthesis ends; the callback returns 1 to cancel once the output reports the item
/// was cut (`espeak_Cancel` does not interrupt synchronous synthesis).
public actor EspeakSynthesizer {
    /// Samples per second of everything synthesized (22,050 for espeak-ng's voices).
    public nonisolated let sampleRate: Int
    /// The espeak-ng data folder in use (the overlay, when one was built).
    public nonisolated let dataPath: String
    private var currentVoice: String?
    private var currentParameters: VoiceParameters?

    private init(sampleRate: Int, dataPath: String) {
        self.sampleRate = sampleRate
        self.dataPath = dataPath
    }

    private static let instance = Mutex<Result<EspeakSynthesizer, SpeechStartError>?>(nil)

    /// The process's synthesizer, started on first use. The overlay data folder with Earshot's
    /// variants is built once in `dataFolder` (see ``EspeakDataOverlay``), or, when that is
    /// `nil`, in Earshot's data folder (``DataFolder/earshot(environment:)``): whichever part
    /// of the process speaks first, the profiles' variants load. Later calls return the same
    /// synthesizer whatever folder they name. `overlay: false` starts it on the system's data
    /// alone and writes nothing: only for a process that never speaks (`earshot doctor`).
    public static func shared(dataFolder: URL?, overlay: Bool = true) throws(SpeechStartError) -> EspeakSynthesizer {
        let result: Result<EspeakSynthesizer, SpeechStartError> = instance.withLock {
            if let instance = $0 { return instance }
            let folder = overlay ? (dataFolder ?? DataFolder.earshot()) : nil
            let made = Result { () throws(SpeechStartError) in try start(dataFolder: folder) }
            $0 = made
            return made
        }
        return try result.get()
    }

    /// Initialises the library. This is what `espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0,
    /// path, espeakINITIALIZE_DONT_EXIT)` does, step by step: without DONT_EXIT that call runs
    /// `exit()` when the data is missing, and with it the call still prints its error to the
    /// terminal and hides the failure. `espeak_ng_Initialize` never exits and returns the status,
    /// so the failure can be said to the player in plain words.
    private static func start(dataFolder: URL?) throws(SpeechStartError) -> EspeakSynthesizer {
        espeak_ng_InitializePath(nil)
        var systemPath: UnsafePointer<CChar>?
        _ = espeak_Info(&systemPath)
        var path = systemPath.map { String(cString: $0) } ?? ""
        if let dataFolder, !path.isEmpty {
            do {
                path = try EspeakDataOverlay.prepare(in: dataFolder, systemData: URL(fileURLWithPath: path)).path
            } catch {
                // Without the overlay the system voices still work; the profiles' variants do not.
            }
        }
        espeak_ng_InitializePath(path)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak_ng_Initialize(&context)
        if status != ENS_OK {
            var buffer = [CChar](repeating: 0, count: 512)
            espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
            espeak_ng_ClearErrorContext(&context)
            let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SpeechStartError(description: "espeak-ng could not start (\(message)), so speech is off.")
        }
        guard espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil) == ENS_OK else {
            throw SpeechStartError(description: "espeak-ng could not set up synthesis, so speech is off.")
        }
        espeak_SetSynthCallback(synthCallback)
        return EspeakSynthesizer(sampleRate: Int(espeak_ng_GetSampleRate()), dataPath: path)
    }

    /// The voice used when the one asked for cannot be set (a saved voice since uninstalled).
    public static let fallbackVoice = "en"

    /// Synthesizes `text` in `voice` (or, if it cannot be set, the fallback voice) into
    /// `output` as item `item`, block by block. Returns `false` when synthesis failed.
    @discardableResult
    public func synthesize(_ text: String, voice: VoiceParameters, into output: any AudioOutput, item: Int) -> Bool {
        var fallback = voice
        fallback.voice = Self.fallbackVoice
        guard select(voice) || select(fallback) else { return false }
        let context = SynthesisContext(output: output, item: item)
        let user = Unmanaged.passRetained(context)
        defer { user.release() }
        let bytes = Array(text.utf8CString)
        let result = bytes.withUnsafeBufferPointer { buffer in
            espeak_Synth(
                buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
                user.toOpaque())
        }
        return result == EE_OK
    }

    /// Another call set the library's voice: the next utterance sets its own again.
    func forgetVoice() {
        currentVoice = nil
        currentParameters = nil
    }

    /// Sets the voice and parameters, changing only what differs from the last utterance.
    private func select(_ voice: VoiceParameters) -> Bool {
        if currentVoice != voice.voice {
            guard setVoice(voice.voice) else { return false }
            currentVoice = voice.voice
            currentParameters = nil  // a new voice starts from its own defaults
        }
        if currentParameters != voice {
            espeak_SetParameter(espeakRATE, Int32(min(max(voice.rate, 80), 450)), 0)
            espeak_SetParameter(espeakPITCH, Int32(min(max(voice.pitch, 0), 100)), 0)
            espeak_SetParameter(espeakVOLUME, Int32(min(max(voice.volume, 0), 200)), 0)
            currentParameters = voice
        }
        return true
    }

    /// Sets a voice by its file name (`en`, `en-us+f2`) or, failing that, by a language it
    /// speaks (`en-gb` is the language of the voice file `en`).
    private func setVoice(_ name: String) -> Bool {
        if espeak_SetVoiceByName(name) == EE_OK { return true }
        var parts = name.split(separator: "+", maxSplits: 1).map(String.init)
        guard let base = parts.first, let file = languageVoices()[base.lowercased()] else { return false }
        parts[0] = file
        return espeak_SetVoiceByName(parts.joined(separator: "+")) == EE_OK
    }

    private var languageIndex: [String: String]?

    /// Voice file names by the languages they speak, the voice with the best priority first.
    private func languageVoices() -> [String: String] {
        if let languageIndex { return languageIndex }
        var best: [String: (priority: UInt8, file: String)] = [:]
        guard let list = espeak_ListVoices(nil) else { return [:] }
        var i = 0
        while let voice = list[i] {
            i += 1
            guard let identifier = voice.pointee.identifier.map({ String(cString: $0) }),
                var p = voice.pointee.languages.map({ UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) })
            else { continue }
            let file = (identifier.split(separator: "/").last.map(String.init) ?? identifier).lowercased()
            while p.pointee != 0 {  // pairs of a priority byte and a language string, until an empty one
                let priority = p.pointee
                let language = String(cString: p + 1)
                if best[language].map({ priority < $0.priority }) ?? true { best[language] = (priority, file) }
                p += language.utf8.count + 2
            }
        }
        let index = best.mapValues(\.file)
        languageIndex = index
        return index
    }

    /// The installed voices, by the name `espeak_SetVoiceByName` accepts: the voice file's name
    /// (`en`, `en-us`, `fr`), sorted.
    public func installedVoices() -> [InstalledVoice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var voices: [InstalledVoice] = []
        var i = 0
        while let voice = list[i] {
            i += 1
            guard let identifier = voice.pointee.identifier.map({ String(cString: $0) }) else { continue }
            let file = identifier.split(separator: "/").last.map(String.init) ?? identifier
            let description = voice.pointee.name.map { String(cString: $0) } ?? file
            voices.append(InstalledVoice(name: file.lowercased(), description: description))
        }
        return voices.sorted { $0.name < $1.name }
    }

    /// Whether `voice` can be set, and, if it names a variant (`en-us+earshot-bright`), whether
    /// that variant really loaded: espeak-ng quietly ignores a variant it cannot find.
    public func canUse(voice: String) -> Bool {
        let parts = voice.split(separator: "+", maxSplits: 1).map(String.init)
        guard !voice.isEmpty, setVoice(voice) else { return false }
        var ok = true
        if parts.count == 2 {
            let identifier = espeak_GetCurrentVoice()?.pointee.identifier.map { String(cString: $0) } ?? ""
            ok = identifier.lowercased().hasSuffix("+" + parts[1].lowercased())
        }
        currentVoice = voice
        currentParameters = nil
        return ok
    }
}

/// What the synthesis callback needs: where the samples go.
final class SynthesisContext {
    let output: any AudioOutput
    let item: Int
    init(output: any AudioOutput, item: Int) {
        self.output = output
        self.item = item
    }
}

/// espeak-ng's synthesis callback: passes each block to the output; returns 1 to cancel.
private func synthCallback(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let user = events.pointee.user_data else { return 0 }
    let context = Unmanaged<SynthesisContext>.fromOpaque(user).takeUnretainedValue()
    guard let wav, count > 0 else { return 0 }
    return context.output.append(UnsafeBufferPointer(start: wav, count: Int(count)), to: context.item) ? 0 : 1
}
