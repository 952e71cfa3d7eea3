import CSpeechd
import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// The speech-dispatcher backend, against a private daemon that writes its audio to a file.
@Suite(.serialized, .enabled(if: PrivateSpeechd.available, PrivateSpeechd.skipReason))
struct SpeechdTests {
    static let long = Array(
        repeating: "The quick brown fox jumps over the lazy dog while the band plays on in the park.", count: 12
    ).joined(separator: " ")

    /// Says the long text as a question and waits until it was heard to its end: the bytes of
    /// audio one whole text makes, to compare what is heard after it with.
    static func oneWholeText(_ daemon: PrivateSpeechd, _ engine: SpeechdSpeechEngine, _ voice: VoiceParameters) async -> Int {
        let ended = engine.tracker.seen.ended
        await engine.speak(Utterance(text: Self.long, role: .question, voice: voice))
        #expect(await PrivateSpeechd.waitFor(60) { engine.tracker.seen.ended == ended + 1 })
        return daemon.playedBytes
    }

    @Test func messagesArriveAndAreHeard() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        await engine.speak(Utterance(text: "What is the chemical symbol for gold?", role: .question, voice: SpeechFixtures.voice("en")))
        await engine.speak(Utterance(text: "Option 1, Au.", role: .option, voice: SpeechFixtures.voice("en")))
        await engine.endOfTurn()
        // speech-dispatcher's text priority interrupts itself, so a burst of text goes as one
        // message; on a loaded machine the burst can leave in more than one (a CI run counted 5
        // begun, 4 ended and 1 cancelled), so the counts are "at least", not exact.
        // Alone this takes about 4 s; beside the whole test run the daemon and its espeak-ng
        // module wait for the two cores, and one run took 20 s for the first message: a
        // minute each, and the counts said on failure.
        #expect(await PrivateSpeechd.waitFor(60) { engine.tracker.seen.ended >= 1 }, "\(engine.tracker.seen)")
        let question = engine.tracker.seen.ended
        await engine.speak(Utterance(text: "Correct: A, Au.", role: .feedback, voice: SpeechFixtures.voice("en")))
        #expect(await PrivateSpeechd.waitFor(60) { engine.tracker.seen.ended > question }, "\(engine.tracker.seen)")
        // The daemon's END can come before the thread that sent the message has counted it
        // sent: nothing is left unfinished once it has.
        #expect(await PrivateSpeechd.waitFor { engine.unfinished == 0 })
        // About two seconds of 16-bit audio reached the daemon's sound output.
        #expect(daemon.playedBytes > 40_000)
        let voices = await engine.installedVoices()
        #expect(!voices.isEmpty, "no voices listed; the connection \(engine.isFailed ? "was given up" : "is still up")")
        await engine.finish()
    }

    /// A piece in another language within a burst of text is read in that language's voice
    /// (sent as SSML), not spelled out by the first piece's: English espeak-ng reads "历史
    /// (中文)" as "Chinese letter" four times. Heard through the daemon's espeak-ng module.
    @Test func aPieceInAnotherLanguageIsReadInItsOwnVoice() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        let english = SpeechFixtures.voice("en")
        let chinese = SpeechFixtures.voice("cmn")
        func heard(_ second: VoiceParameters, ended: Int) async -> Int {
            let before = daemon.playedBytes
            await engine.speak(Utterance(text: "Category 16,", role: .option, voice: english))
            await engine.speak(Utterance(text: "历史 (中文).", role: .option, voice: second))
            await engine.endOfTurn()
            #expect(await PrivateSpeechd.waitFor(30) { engine.tracker.seen.ended == ended })
            return daemon.playedBytes - before
        }
        let spelled = await heard(english, ended: 1)
        let own = await heard(chinese, ended: 2)
        #expect(own > 10_000, "the Chinese piece and the English one were heard")
        #expect(Double(own) < Double(spelled) * 0.85, "\(own) bytes in its own voice, \(spelled) spelled out in English")
        await engine.finish()
    }

    /// Feedback goes as a message, which speech-dispatcher says at once, dropping text still
    /// waiting (what is left of a question the player has answered). Checked by what is heard:
    /// the daemon may drop the stale text before it begins (no `cancelled` event) or cut it
    /// (one), but the player hears far less than the three texts, and then the feedback.
    @Test func feedbackTakesOverFromStaleText() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        let voice = SpeechFixtures.voice("en")
        let whole = await Self.oneWholeText(daemon, engine, voice)  // for comparison
        // The player answers while the texts are still queued: on a busy machine, waiting for
        // one to begin could mean waiting until the daemon had already made all their audio.
        for _ in 0..<3 { await engine.speak(Utterance(text: Self.long, role: .question, voice: voice)) }
        await engine.speak(Utterance(text: "Correct: B, Au.", role: .feedback, voice: voice))
        #expect(await PrivateSpeechd.waitFor(20) { engine.unfinished == 0 })
        let after = daemon.playedBytes - whole
        #expect(after < whole * 2, "heard \(after) bytes after the texts began; one text is \(whole), three would be \(whole * 3)")
        #expect(engine.tracker.seen.ended >= 2, "the feedback was heard to its end")
        #expect(engine.tracker.seen.cancelled <= 1)
        await engine.finish()
    }

    /// A question sent on its own (its options and prompt came after the burst window: a busy
    /// machine, or a club whose question and prompt arrive apart) is not cut by the text after
    /// it: speech-dispatcher's text priority would drop the question for the prompt. The
    /// prompt waits for the question's end, and both are heard in full.
    @Test func textThatComesLateInATurnWaitsInsteadOfCuttingTheQuestion() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        let voice = SpeechFixtures.voice("en")
        let whole = await Self.oneWholeText(daemon, engine, voice)  // the question alone
        await engine.stop([.question, .option])  // the next question: it may cut what is left

        await engine.speak(Utterance(text: Self.long, role: .question, voice: voice))
        try await Task.sleep(for: SpeechdSpeechEngine.burstWindow * 3)  // sent on its own
        await engine.speak(Utterance(text: "Your answer?", role: .system, voice: voice))
        await engine.endOfTurn()
        #expect(await PrivateSpeechd.waitFor(90) { engine.unfinished == 0 }, "\(engine.tracker.seen)")
        let after = daemon.playedBytes - whole
        #expect(engine.tracker.seen.cancelled == 0, "\(engine.tracker.seen)")
        #expect(engine.tracker.seen.ended >= 3, "the question and then the prompt were heard: \(engine.tracker.seen)")
        #expect(after > whole, "heard \(after) bytes after the first question; the question alone is \(whole)")
        await engine.finish()
    }

    @Test func stopCancelsAtOnce() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        let voice = SpeechFixtures.voice("en")
        let whole = await Self.oneWholeText(daemon, engine, voice)  // for comparison
        for _ in 0..<4 { await engine.speak(Utterance(text: Self.long, role: .question, voice: voice)) }
        #expect(await PrivateSpeechd.waitFor { engine.tracker.seen.begun >= 2 })
        await engine.stopAll()  // the player pressed Enter
        #expect(await PrivateSpeechd.waitFor(20) { engine.unfinished == 0 })
        #expect(engine.tracker.seen.cancelled >= 1)
        let after = daemon.playedBytes - whole
        #expect(after < whole * 2, "cut after \(after) bytes; one text is \(whole)")
        // What is said right after the cut (the feedback on the answer) is heard in full.
        let ended = engine.tracker.seen.ended
        await engine.speak(Utterance(text: "Correct: B, Au.", role: .feedback, voice: voice))
        #expect(await PrivateSpeechd.waitFor(20) { engine.tracker.seen.ended == ended + 1 })
        await engine.finish()
    }

    @Test func aGameIsSpokenThroughTheDaemon() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        let engine = try await daemon.engine()
        let sink = SpeechSink(engine: engine, profiles: try SpeechFixtures.profiles())
        await sink.present(
            .game(
                .asked(
                    AskedQuestion(
                        number: 1, total: 1, categoryName: "Test", kind: .choice, difficulty: .easy, text: "Which is gold?",
                        options: ["Ag", "Au"]))))
        await sink.present(.app(.prompt("Your answer?")))
        #expect(await PrivateSpeechd.waitFor { engine.tracker.seen.ended == 1 })  // the question, options and prompt as one text
        await sink.present(
            .game(
                .judged(
                    Judgement(
                        correct: true, points: 100, correctAnswer: "Au", explanation: nil, score: 100, chosen: "Au", chosenOption: 1,
                        correctOption: 1))))
        await sink.flush()
        #expect(engine.tracker.seen.ended == 2)  // then the feedback, as a message
        #expect(daemon.playedBytes > 40_000)
    }

    @Test func anUnreachableDaemonIsSaidOnceAndEspeakTakesOver() async throws {
        let folder = try SpeechFixtures.folder("no-speechd")
        let made = await SpeechBackend.make(
            mode: .speak, speakTo: folder.appendingPathComponent("out.wav").path, settings: SpeechSettings(),
            dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"), hooks: [:], synthesizer: .speechd,
            speechdAddress: "unix_socket:\(folder.path)/no-such-socket")
        // A recording always uses espeak-ng, so ask again without one, with no daemon.
        #expect(made.sink != nil)
        let live = await SpeechBackend.make(
            mode: .speak, speakTo: nil, settings: SpeechSettings(),
            dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"), hooks: [:], synthesizer: .speechd,
            speechdAddress: "unix_socket:\(folder.path)/no-such-socket")
        let notice = try #require(live.notice)
        #expect(notice.components(separatedBy: "speech-dispatcher could not be reached").count == 2)
        #expect(notice.contains("espeak-ng"))
        #expect(!notice.contains("Autospawn"))  // libspeechd's first sentence only, in plain words
        #expect(live.control != nil)
    }

    @Test func settingsMapOntoSpeechDispatchersScale() {
        #expect(SpeechdSettings.rate(175) == 0)
        #expect(SpeechdSettings.rate(450) == 100)
        #expect(SpeechdSettings.rate(80) == -100)
        #expect(SpeechdSettings.rate(300) > 0 && SpeechdSettings.rate(300) < 100)
        #expect(SpeechdSettings.pitch(50) == 0 && SpeechdSettings.pitch(0) == -100 && SpeechdSettings.pitch(100) == 100)
        #expect(SpeechdSettings.volume(100) == 0 && SpeechdSettings.volume(200) == 100 && SpeechdSettings.volume(0) == -100)
        #expect(SpeechdSettings.split("en-us+f2").language == "en-us")
        #expect(SpeechdSettings.split("en-us+f2").type == SPD_FEMALE1)
        #expect(SpeechdSettings.split("en").type == nil)
        #expect(SpeechdSettings.isLanguage("en-gb") && !SpeechdSettings.isLanguage("no such voice"))
    }

    @Test func prioritiesLetTheScreenReaderTakeTurns() {
        let v = SpeechFixtures.voice()
        #expect(SpeechdSpeechEngine.priority(for: Utterance(text: "Q", role: .question, voice: v)) == SPD_TEXT)
        #expect(SpeechdSpeechEngine.priority(for: Utterance(text: "1", role: .option, voice: v)) == SPD_TEXT)
        #expect(SpeechdSpeechEngine.priority(for: Utterance(text: "Correct", role: .feedback, voice: v)) == SPD_MESSAGE)
        #expect(
            SpeechdSpeechEngine.priority(for: Utterance(text: "5 seconds", role: .feedback, voice: v, important: true)) == SPD_IMPORTANT)
        #expect(SpeechSink.isWarning(.game(.timeLeft(seconds: 5, warning: true))))
        #expect(!SpeechSink.isWarning(.game(.timeLeft(seconds: 5, warning: false))))
    }
}
