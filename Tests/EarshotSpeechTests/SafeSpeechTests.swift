import EarshotCore
import EarshotTesting
import Testing

@testable import EarshotSpeech

/// Text from data reaches the speech engine without control characters or reordering marks.
@Suite struct SafeSpeechTests {
    @Test func controlCharactersInDataAreNotSpoken() async throws {
        let engine = RecordingSpeechEngine()
        let sink = SpeechSink(engine: engine, profiles: try SpeechFixtures.profiles())
        let name = "Mal\u{1B}]52;c;aGk=\u{07}lory\u{202E}\u{9B}6n"
        await sink.present(.app(.welcome(player: name, version: "1")))
        await sink.present(.app(.error("bad \u{1B}[6n thing")))
        let texts = engine.texts
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(SafeText.isClean(text), "\(text.debugDescription)")
        }
        #expect(texts.contains { $0.contains("Mal lory") }, "whole sequences go: \(texts)")
        #expect(!texts.contains { $0.contains("52;c") || $0.contains("6n") })
    }

    @Test func rateStepsSaturateInsteadOfOverflowing() async throws {
        let engine = RecordingSpeechEngine()
        let sink = SpeechSink(engine: engine, profiles: try SpeechFixtures.profiles())
        var s = SpeechSettings()
        s.rate = Int.max
        #expect(await sink.perform("faster", argument: "", settings: &s) != nil)
        s.rate = Int.min
        #expect(await sink.perform("slower", argument: "", settings: &s) != nil)
        #expect(await sink.perform("rate", argument: "99999999999999999999999", settings: &s) != nil)
        #expect(await sink.perform("spell", argument: "99999999999", settings: &s) != nil)
        #expect(await sink.perform("pitch", argument: "-9223372036854775808", settings: &s) != nil)
    }
}
