import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation

@testable import EarshotSpeech

/// A small pack whose words the speech tests can predict.
enum SpeechFixtures {
    static let pack = """
        {
          "format": 1, "id": "speech-test", "name": "Speech test",
          "categories": [{ "id": "test", "name": "Test" }],
          "questions": [
            { "category": "test", "kind": "choice", "difficulty": "easy",
              "text": "What is the chemical symbol for gold?", "answer": "Au", "wrong": ["Ag", "Gd", "Go"],
              "explanation": "From the Latin aurum." },
            { "category": "test", "kind": "truefalse", "difficulty": "medium",
              "text": "Sound travels faster in water than in air.", "answer": true },
            { "category": "test", "kind": "typed", "difficulty": "hard",
              "text": "Which element has atomic number 1?", "answers": ["Hydrogen", "H"] }
          ]
        }
        """

    /// An in-memory store holding the pack.
    static func store() async throws -> Store {
        let store = try Store()
        let (loaded, _) = try PackLoader.load(Data(pack.utf8), file: "speech-test.json")
        _ = try await store.install(loaded)
        return store
    }

    /// The profiles shipped in `voices/profiles`.
    static func profiles() throws -> [String: VoiceProfile] { try VoiceProfile.load() }

    /// A test app whose speech goes to a recording engine.
    static func app(lines: [String], settings: SpeechSettings = SpeechSettings()) async throws -> (
        TestApp, SpeechSink, RecordingSpeechEngine
    ) {
        let engine = RecordingSpeechEngine()
        let registry = try BuiltinPlugins.registry()
        let sink = SpeechSink(
            engine: engine, settings: settings, profiles: try profiles(),
            renderer: SpeechRenderer(templates: SpeechTemplates(hooks: registry.speechHooks)))
        let test = try await TestApp(
            lines: lines, registry: registry, store: try store(), clock: ManualClock(), extraSinks: [sink], speech: sink)
        return (test, sink, engine)
    }
}

extension SpeechFixtures {
    /// A folder for this test process's files.
    static let processFolder: URL = {
        let fm = FileManager.default
        let temp = fm.temporaryDirectory
        // Folders left by earlier runs (an hour old or more) are removed.
        for name in (try? fm.contentsOfDirectory(atPath: temp.path)) ?? [] where name.hasPrefix("earshot-speech-tests-") {
            let old = temp.appendingPathComponent(name)
            let modified = (try? fm.attributesOfItem(atPath: old.path)[.modificationDate] as? Date) ?? Date()
            if modified < Date().addingTimeInterval(-3600) { try? fm.removeItem(at: old) }
        }
        let url = temp.appendingPathComponent("earshot-speech-tests-\(UUID().uuidString)")
        try? fm.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A fresh folder inside ``processFolder``.
    static func folder(_ name: String) throws -> URL {
        let url = processFolder.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The process's real espeak-ng, with the overlay data folder built in this process's folder.
    static func synthesizer() throws -> EspeakSynthesizer {
        try EspeakSynthesizer.shared(dataFolder: processFolder.appendingPathComponent("data"))
    }

    /// Renders utterances with real espeak-ng into a WAV file and reads it back.
    static func render(_ utterances: [Utterance]) async throws -> PCMAudio {
        let synth = try synthesizer()
        let url = try folder("render").appendingPathComponent("speech.wav")
        let engine = EspeakSpeechEngine(synthesizer: synth, output: try WAVFileOutput(url: url, sampleRate: synth.sampleRate))
        for u in utterances { await engine.speak(u) }
        await engine.finish()
        return try PCMAudio(wav: Data(contentsOf: url))
    }

    static func voice(_ name: String = "en-us", rate: Int = 175, pitch: Int = 50) -> VoiceParameters {
        VoiceParameters(voice: name, rate: rate, pitch: pitch, volume: 100)
    }
}
