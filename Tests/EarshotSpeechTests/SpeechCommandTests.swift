import EarshotCore
import EarshotTesting
import Testing

@testable import EarshotSpeech

/// The typed speech commands, against the recording engine.
@Suite struct SpeechCommandTests {
    static func sink() throws -> (SpeechSink, RecordingSpeechEngine) {
        let engine = RecordingSpeechEngine()
        return (SpeechSink(engine: engine, profiles: try SpeechFixtures.profiles()), engine)
    }

    @Test func rateCommandsStayInRangeAndSayWhy() async throws {
        let (sink, _) = try Self.sink()
        var s = SpeechSettings()
        s.rate = 440
        #expect(
            await sink.perform("faster", argument: "", settings: &s) == .info("Speaking at 440 words a minute, already the fastest rate."))
        #expect(s.rate == 440)
        #expect(await sink.perform("rate", argument: "90", settings: &s) == .info("Speaking at 90 words a minute."))
        #expect(
            await sink.perform("slower", argument: "", settings: &s) == .info("Speaking at 90 words a minute, already the slowest rate."))
        #expect(
            await sink.perform("rate", argument: "fast", settings: &s)
                == .error("\"fast\" is not a rate. Type rate and a number from 80 to 450, such as rate 200."))
        #expect(
            await sink.perform("rate", argument: "79", settings: &s)
                == .error("79 is out of range. The rate goes from 80 to 450 words a minute."))
        #expect(s.rate == 90)
        #expect(await sink.settings.rate == 90)
    }

    @Test func pitchAndVolumeAreCheckedAndApplied() async throws {
        let (sink, engine) = try Self.sink()
        var s = SpeechSettings()
        #expect(
            await sink.perform("pitch", argument: "101", settings: &s)
                == .error("\"101\" is not a pitch Earshot can use. Type a number from 0 to 100, such as pitch 60."))
        #expect(await sink.perform("pitch", argument: "70", settings: &s) == .info("The pitch is now 70."))
        #expect(await sink.perform("volume", argument: "150", settings: &s) == .info("The volume is now 150."))
        await sink.present(.app(.info("Hello.")))
        #expect(engine.utterances.last?.voice == VoiceParameters(voice: "en", rate: 175, pitch: 70, volume: 150))
    }

    @Test func stopCutsEverythingAndSaysNothing() async throws {
        let (sink, engine) = try Self.sink()
        var s = SpeechSettings()
        #expect(await sink.perform("stop", argument: "", settings: &s) == nil)
        #expect(engine.entries == [.stopped(Set(SpeechRole.allCases))])
    }

    @Test func screenReaderModeSpeaksNothing() async throws {
        let (sink, engine) = try Self.sink()
        var s = SpeechSettings()
        _ = await sink.perform("speech", argument: "screen-reader", settings: &s)
        #expect(s.output == .screenReader)
        await sink.present(.app(.info("Hello.")))
        #expect(engine.texts.isEmpty)
        #expect(
            await sink.perform("speech", argument: "loud", settings: &s)
                == .error("\"loud\" is not a choice for speech. Type speech on, speech off or speech screen-reader."))
    }

    @Test func spellSpellsOptionsAnswersAndWords() async throws {
        let (sink, _) = try Self.sink()
        var s = SpeechSettings()
        #expect(
            await sink.perform("spell", argument: "", settings: &s)
                == .info("There is nothing to spell yet. Type spell and a word to hear it spelled."))
        let q = AskedQuestion(
            number: 1, total: 1, categoryName: "Film", kind: .choice, difficulty: .easy, text: "Which?",
            options: ["Rock 'n' Roll", "E.T."])
        await sink.present(.game(.asked(q)))
        #expect(await sink.perform("spell", argument: "2", settings: &s) == .info("Option 2, E.T.: E, dot, T, dot."))
        #expect(
            await sink.perform("spell", argument: "3", settings: &s)
                == .error("There is no option 3. Type spell and a number from 1 to 2."))
        #expect(
            await sink.perform("spell", argument: "", settings: &s)
                == .info(
                    "Option 1, Rock 'n' Roll: R, O, C, K, space, apostrophe, N, apostrophe, space, R, O, L, L. Option 2, E.T.: E, dot, T, dot."
                ))
        await sink.present(.game(.judged(Judgement(correct: false, points: 0, correctAnswer: "E.T.", explanation: nil, score: 0))))
        #expect(await sink.perform("spell", argument: "", settings: &s) == .info("The answer, E.T.: E, dot, T, dot."))
        #expect(await sink.perform("spell", argument: "Oz", settings: &s) == .info("Oz: O, Z."))
    }

    @Test func pluginHooksSpeakCustomEvents() async throws {
        let engine = RecordingSpeechEngine()
        let templates = SpeechTemplates(hooks: ["timed.warning": "Hurry! {text}", "timed.quiet": ""])
        let sink = SpeechSink(engine: engine, renderer: SpeechRenderer(templates: templates))
        await sink.present(.game(.custom(kind: "timed.warning", text: "10 seconds left")))
        await sink.present(.game(.custom(kind: "timed.quiet", text: "tick")))
        await sink.present(.game(.custom(kind: "other", text: "Paused")))
        await sink.present(.game(.timeLeft(seconds: 1, warning: true)))
        #expect(engine.texts == ["Hurry! 10 seconds left.", "Paused.", "1 second left."])
    }
}
