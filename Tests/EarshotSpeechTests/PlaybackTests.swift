import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// Real playback through libpcaudio and ALSA, into ALSA's `file` plugin (a device that records
/// every sample played to a file), so no sound card is needed. The plugin's file starts again
/// whenever the device is flushed, as `stop` does, so it holds what was played since the last
/// cut.
@Suite struct PlaybackTests {
    static let long =
        "Question 4 of 10. Geography. Which river flows through Cairo, Khartoum and Juba on its long way to the Mediterranean Sea?"

    /// A device that writes what it plays to `played.raw` in a fresh folder.
    static func fileDevice() throws -> (DeviceAudioOutput, URL) {
        let synth = try SpeechFixtures.synthesizer()
        let raw = try SpeechFixtures.folder("played").appendingPathComponent("played.raw")
        let device = try #require(DeviceAudioOutput(sampleRate: synth.sampleRate, device: "file:'\(raw.path)',raw"))
        return (device, raw)
    }

    static func played(_ url: URL) throws -> PCMAudio {
        PCMAudio(raw: (try? Data(contentsOf: url)) ?? Data(), sampleRate: 22050)
    }

    @Test func speechReachesTheDevice() async throws {
        let (device, raw) = try Self.fileDevice()
        let engine = EspeakSpeechEngine(synthesizer: try SpeechFixtures.synthesizer(), output: device)
        await engine.speak(Utterance(text: Self.long, role: .question, voice: SpeechFixtures.voice()))
        await engine.finish()
        let audio = try Self.played(raw)
        let rendered = try await SpeechFixtures.render([Utterance(text: Self.long, role: .question, voice: SpeechFixtures.voice())])
        #expect(audio.seconds > 4)
        #expect(audio.rms > 1000)
        // All of it, and its pause, reached the device (espeak-ng varies by a few samples).
        #expect(abs(audio.samples.count - rendered.samples.count) < 2205)
    }

    @Test func stopCutsSpeechShort() async throws {
        let (device, raw) = try Self.fileDevice()
        let engine = EspeakSpeechEngine(synthesizer: try SpeechFixtures.synthesizer(), output: device)
        await engine.speak(Utterance(text: Self.long, role: .question, voice: SpeechFixtures.voice()))
        await engine.stopAll()
        await engine.speak(Utterance(text: "Yes.", role: .feedback, voice: SpeechFixtures.voice()))
        await engine.finish()
        let audio = try Self.played(raw)
        #expect(audio.rms > 500)  // "Yes." was played
        #expect(audio.seconds < 1.5)  // the long question (over 6 seconds) was cut
    }

    @Test func bargeInAndANewQuestionCutStaleSpeechButKeepFeedback() async throws {
        let (device, raw) = try Self.fileDevice()
        let sink = SpeechSink(engine: EspeakSpeechEngine(synthesizer: try SpeechFixtures.synthesizer(), output: device))
        let q = AskedQuestion(
            number: 1, total: 2, categoryName: "Geography", kind: .choice, difficulty: .easy, text: Self.long,
            options: ["The Nile", "The Congo", "The Niger"])
        await sink.present(.game(.asked(q)))
        await sink.interrupt()  // the player typed a line
        let timeUp = Event.game(.timeUp(correctAnswer: "The Nile", explanation: nil))
        await sink.present(timeUp)
        var next = q
        next.number = 2
        next.text = "Is it true?"
        next.options = ["True", "False"]
        await sink.present(.game(.asked(next)))
        await sink.flush()
        let audio = try Self.played(raw)
        // What was played is exactly the time-up earcon and words, then the second question:
        // nothing of the first question, which was cut.
        let synth = try SpeechFixtures.synthesizer()
        let url = try SpeechFixtures.folder("expected").appendingPathComponent("expected.wav")
        let reference = SpeechSink(
            engine: EspeakSpeechEngine(synthesizer: synth, output: try WAVFileOutput(url: url, sampleRate: synth.sampleRate)))
        await reference.present(timeUp)
        await reference.present(.game(.asked(next)))
        await reference.flush()
        let expected = try PCMAudio(wav: Data(contentsOf: url))
        // The first question is over six seconds long. A loaded machine (the whole suite on two
        // cores) may play its first tenth of a second or so before the cut lands; the bug this
        // catches, a question not cut, adds seconds.
        #expect(abs(audio.seconds - expected.seconds) < 0.5, "played \(audio.seconds) s, expected \(expected.seconds) s")
        #expect(audio.rms > 500)
    }

    @Test func nothingPlaysAfterSpeechOff() async throws {
        let (device, raw) = try Self.fileDevice()
        let sink = SpeechSink(engine: EspeakSpeechEngine(synthesizer: try SpeechFixtures.synthesizer(), output: device))
        await sink.present(.app(.info(Self.long)))
        var settings = SpeechSettings()
        let reply = await sink.perform("speech", argument: "off", settings: &settings)
        #expect(settings.output == .off)
        if let reply { await sink.present(.app(reply)) }
        await sink.present(.game(.judged(Judgement(correct: true, points: 100, correctAnswer: "Au", explanation: nil, score: 100))))
        await sink.flush()
        #expect(try Self.played(raw).samples.isEmpty)
    }

    @Test func onlyQuestionsAndOptionsCountAsReadingTime() async throws {
        let (device, raw) = try Self.fileDevice()
        let engine = EspeakSpeechEngine(synthesizer: try SpeechFixtures.synthesizer(), output: device)
        await engine.speak(Utterance(text: "Correct! 200 points.", role: .feedback, voice: SpeechFixtures.voice()))
        await engine.speak(Utterance(text: Self.long, role: .question, voice: SpeechFixtures.voice()))
        await engine.speak(Utterance(text: "Option 1, The Nile.", role: .option, voice: SpeechFixtures.voice()))
        await engine.finish()
        let reading = (await engine.readingTime()).seconds
        let played = try Self.played(raw).seconds
        // The question and the option were heard; the feedback and the pauses were not reading.
        #expect(reading > 4)
        #expect(reading < played - 0.5)
    }

    @Test func aMissingDeviceIsReportedNotFatal() throws {
        #expect(DeviceAudioOutput(sampleRate: 22050, device: "hw:99") == nil)
    }
}
