import EarshotCore
import EarshotTesting
import Testing

@testable import EarshotSpeech

/// A club client hears the session's language only as a `language` event: the standard voice
/// must follow it (a Chinese session read by the English voice says "Chinese letter"), and a
/// voice the player chose stays.
@Suite struct LanguageVoiceTests {
    @Test(arguments: [Language.zh, .ms, .ta])
    func theStandardVoiceFollowsTheSessionsLanguage(language: Language) async throws {
        let engine = RecordingSpeechEngine()
        let sink = SpeechSink(engine: engine)
        await sink.present(.app(.language(language)))
        await sink.present(.app(.info("x")))
        let said = try #require(engine.utterances.last)
        #expect(said.voice.voice == language.espeakVoice)
        await sink.present(.app(.language(.en)))
        await sink.present(.app(.info("y")))
        #expect(engine.utterances.last?.voice.voice == SpeechSink.defaultVoice)
    }

    @Test func aVoiceThePlayerChoseStays() async throws {
        let engine = RecordingSpeechEngine()
        var chosen = SpeechSettings()
        chosen.voice = "en-us+klatt"
        let sink = SpeechSink(engine: engine, settings: chosen)
        await sink.present(.app(.language(.zh)))
        await sink.present(.app(.info("x")))
        #expect(engine.utterances.last?.voice.voice == "en-us+klatt")
    }
}
