import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// speech-dispatcher must never silence or freeze Earshot: against fake daemons that never
/// answer, close in the middle of a message or never play, Earshot starts and quits on time,
/// says once what happened, and speaks on with espeak-ng, the unheard words first.
@Suite(.serialized)
struct SpeechdFallbackTests {
    /// Short limits, so that each case takes a second or two.
    static let quick = SpeechdLimits(
        call: .milliseconds(800), begin: .seconds(1), finish: .milliseconds(1500), retry: .milliseconds(200),
        longestRetry: .milliseconds(400), watch: .milliseconds(50))

    /// A resilient engine against `address`, its espeak-ng fallback writing to a WAV file and
    /// a transcript of its own, and a sink over it all (with a transcript of everything said)
    /// that says the notices itself.
    struct Rig {
        let engine: ResilientSpeechEngine
        let unreachable: SpeechdSpeechEngine.Unreachable?
        let sink: SpeechSink
        let folder: URL
        var espeakLines: [String] { Self.lines(folder.appendingPathComponent("espeak.txt")) }
        var allLines: [String] { Self.lines(folder.appendingPathComponent("all.txt")) }

        static func lines(_ url: URL) -> [String] {
            ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        init(address: String, folder: URL, limits: SpeechdLimits = SpeechdFallbackTests.quick) async throws {
            self.folder = folder
            let synth = try SpeechFixtures.synthesizer()
            let espeak = try TranscribingSpeechEngine(
                EspeakSpeechEngine(
                    synthesizer: synth,
                    output: try WAVFileOutput(url: folder.appendingPathComponent("espeak.wav"), sampleRate: synth.sampleRate)),
                transcript: folder.appendingPathComponent("espeak.txt"))
            (engine, unreachable) = await ResilientSpeechEngine.start(address: address, limits: limits, earcons: nil) { espeak }
            sink = SpeechSink(engine: try TranscribingSpeechEngine(engine, transcript: folder.appendingPathComponent("all.txt")))
            sink.follow(engine)
        }

        /// How many lines of `lines` hold `text`.
        static func count(_ text: String, in lines: [String]) -> Int { lines.filter { $0.contains(text) }.count }
    }

    static let en = Messages.english
    static func feedback(_ text: String) -> Utterance { Utterance(text: text, role: .feedback, voice: SpeechFixtures.voice("en-us")) }

    @Test func aDaemonThatNeverAnswersHoldsUpTheStartForTwoSecondsAtMost() async throws {
        let folder = try SpeechFixtures.folder("fake-silent")
        let fake = try FakeSpeechDispatcher(behaviour: .silent)
        defer { fake.stop() }
        // Each start writes its own files: `name` tells them apart.
        func make(_ address: String, _ name: String) async -> (SpeechBackend.Made, Duration) {
            let started = ContinuousClock.now
            let made = await SpeechBackend.make(
                mode: .speak, speakTo: nil, settings: SpeechSettings(),
                dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"), hooks: [:],
                transcript: folder.appendingPathComponent("said-\(name).txt").path, synthesizer: .speechd, speechdAddress: address,
                output: { try? WAVFileOutput(url: folder.appendingPathComponent("out-\(name)-\($0).wav"), sampleRate: $0) })
            return (made, ContinuousClock.now - started)
        }
        // The same start against no daemon at all (refused at once), just before and just
        // after, for comparison: a whole test run on two cores can hold up the task pool, and
        // so every start, by far more than 2 seconds for a while. A start that waits on the
        // daemon for longer than its limit is slow every time; one held up by the rest of the
        // run is not, so it gets three tries.
        var started: (made: SpeechBackend.Made, name: String)?
        var times: [String] = []
        for n in 1...3 where started == nil {
            let none = "unix_socket:\(folder.path)/no-such-socket"
            let (refused, before) = await make(none, "before-\(n)")
            await refused.sink?.flush()
            let (attempt, took) = await make(fake.address, "silent-\(n)")
            let (_, after) = await make(none, "after-\(n)")
            times.append("\(took) (\(before) and \(after) without a daemon)")
            if took - max(before, after) < .seconds(4) { started = (attempt, "silent-\(n)") }
        }
        let (made, name) = try #require(started, "the start took \(times.joined(separator: ", then "))")
        let notice = try #require(made.notice)
        #expect(notice.components(separatedBy: "speech-dispatcher could not be reached").count == 2)
        #expect(notice.contains("did not answer within 2 seconds"))
        let sink = try #require(made.sink)
        await sink.present(.app(.info("Welcome to Earshot.")))
        await sink.present(.app(.prompt("Your answer?")))
        let flushed = ContinuousClock.now
        await sink.flush()
        #expect(ContinuousClock.now - flushed < .seconds(5))
        let said = Rig.lines(folder.appendingPathComponent("said-\(name).txt"))
        #expect(Rig.count("Welcome to Earshot.", in: said) == 1)
        let wav = try PCMAudio(wav: Data(contentsOf: folder.appendingPathComponent("out-\(name)-22050.wav")))
        #expect(wav.samples.count > 22050 / 2, "espeak-ng spoke instead")
        #expect(fake.spoken.isEmpty)
    }

    @Test func aDaemonThatClosesInTheMiddleOfAMessageIsSaidOnceAndTheMessageSaidAgain() async throws {
        let folder = try SpeechFixtures.folder("fake-closes")
        let fake = try FakeSpeechDispatcher(behaviour: .closesMidMessage)
        defer { fake.stop() }
        var limits = Self.quick
        limits.retry = .seconds(30)  // not back before the end of the test
        let rig = try await Rig(address: fake.address, folder: folder, limits: limits)
        #expect(rig.unreachable == nil && rig.engine.usesSpeechd)
        await rig.engine.speak(Self.feedback("Correct: A, Au."))
        let gone = SpeechSink.notice(.lost(.gone), messages: Self.en)
        #expect(await PrivateSpeechd.waitFor(20) { Rig.count(gone, in: rig.espeakLines) == 1 })
        #expect(!rig.engine.usesSpeechd)
        await rig.engine.speak(Self.feedback("Next question."))
        await rig.engine.finish()
        let espeak = rig.espeakLines
        #expect(Rig.count("Correct: A, Au.", in: espeak) == 1, "\(espeak)")
        #expect(Rig.count("Next question.", in: espeak) == 1)
        #expect(Rig.count(gone, in: espeak) == 1)
        #expect(espeak.firstIndex { $0.contains("Correct") }! < espeak.firstIndex { $0.contains(gone) }!)
        #expect(fake.spoken.isEmpty)  // it closed before the end of the message
    }

    @Test func aDaemonThatNeverPlaysIsLeftAndQuittingTakesNoLongerThanItsLimit() async throws {
        let folder = try SpeechFixtures.folder("fake-mute")
        let fake = try FakeSpeechDispatcher(behaviour: .mute)
        defer { fake.stop() }
        let rig = try await Rig(address: fake.address, folder: folder)
        await rig.engine.speak(Self.feedback("Welcome to Earshot."))
        let cannot = SpeechSink.notice(.lost(.cannotPlay), messages: Self.en)
        #expect(await PrivateSpeechd.waitFor(20) { Rig.count(cannot, in: rig.espeakLines) == 1 })
        #expect(Rig.count("Welcome to Earshot.", in: rig.espeakLines) == 1)
        #expect(fake.spoken == ["Welcome to Earshot."])

        // Quitting while the daemon holds a message it will never play.
        let other = try FakeSpeechDispatcher(behaviour: .mute)
        defer { other.stop() }
        let quitting = try await Rig(address: other.address, folder: try SpeechFixtures.folder("mute-quit"), limits: .standard)
        await quitting.engine.speak(Self.feedback("Goodbye."))
        let started = ContinuousClock.now
        await quitting.engine.finish()
        let took = ContinuousClock.now - started
        // The limit is about 2 s; a whole test run on two cores adds scheduling delay, and the
        // failure this guards against waited 60 s.
        #expect(took < .seconds(6), "quitting took \(took)")
    }

    @Test func whatThePlayerCutIsNotSaidAgain() async throws {
        let fake = try FakeSpeechDispatcher(behaviour: .mute)
        defer { fake.stop() }
        let rig = try await Rig(address: fake.address, folder: try SpeechFixtures.folder("fake-cut"))
        await rig.engine.speak(Self.feedback("Welcome to Earshot."))
        await rig.engine.stopAll()  // the player typed a line
        await rig.engine.speak(Self.feedback("Goodbye."))
        let cannot = SpeechSink.notice(.lost(.cannotPlay), messages: Self.en)
        #expect(await PrivateSpeechd.waitFor(20) { Rig.count(cannot, in: rig.espeakLines) == 1 })
        await rig.engine.finish()
        #expect(Rig.count("Welcome to Earshot.", in: rig.espeakLines) == 0)
        #expect(Rig.count("Goodbye.", in: rig.espeakLines) == 1)
    }

    @Test func aDaemonThatComesBackIsUsedAgainAndSaidOnce() async throws {
        let folder = try SpeechFixtures.folder("fake-back")
        let fake = try FakeSpeechDispatcher(behaviour: .plays)
        defer { fake.stop() }
        let rig = try await Rig(address: fake.address, folder: folder)
        await rig.engine.speak(Self.feedback("One."))
        fake.behave(.closesMidMessage)
        await rig.engine.speak(Self.feedback("Two."))
        let gone = SpeechSink.notice(.lost(.gone), messages: Self.en)
        #expect(await PrivateSpeechd.waitFor(20) { Rig.count(gone, in: rig.espeakLines) == 1 })
        fake.behave(.plays)
        #expect(await PrivateSpeechd.waitFor(20) { rig.engine.usesSpeechd })
        await rig.engine.speak(Self.feedback("Three."))
        let back = SpeechSink.notice(.back, messages: Self.en)
        #expect(await PrivateSpeechd.waitFor(20) { Rig.count(back, in: rig.allLines) == 1 })
        await rig.engine.speak(Self.feedback("Four."))
        await rig.engine.finish()
        #expect(Rig.count("Two.", in: rig.espeakLines) == 1)
        #expect(Rig.count("Three.", in: rig.espeakLines) == 0)
        #expect(fake.spoken.contains("Three.") && fake.spoken.contains("Four.") && fake.spoken.contains(back))
        #expect(Rig.count(gone, in: rig.allLines) == 1 && Rig.count(back, in: rig.allLines) == 1)
    }

    /// When speech-dispatcher failed and no sound device could speak instead, the player heard
    /// nothing meanwhile: its return says so and how to hear the last of it again (`repeat`).
    /// After a failure that espeak-ng spoke through, its return says only that it is back.
    @Test func speechComingBackAfterSilenceSaysHowToHearWhatWasMissed() {
        typealias Change = ResilientSpeechEngine.Change
        func said(_ changes: [Change]) -> [String] {
            var silenced = false
            return changes.map { change in
                defer { silenced = SpeechSink.silenced(after: change, before: silenced) }
                return SpeechSink.notice(change, messages: Self.en, afterSilence: silenced)
            }
        }
        let afterSilence = said([.silenced(.gone), .back])
        #expect(afterSilence.last?.contains("type repeat") == true, "\(afterSilence)")
        let afterFallback = said([.lost(.gone), .back])
        #expect(afterFallback.last == SpeechSink.notice(.back, messages: Self.en))
        #expect(said([.silenced(.gone), .back, .lost(.noAnswer), .back]).last == SpeechSink.notice(.back, messages: Self.en))
        for language in Language.allCases {
            #expect(SpeechSink.notice(.back, messages: Messages(language), afterSilence: true).contains("repeat"))
        }
    }

    @Test func aNoticeIsWordedInEveryLanguage() {
        for language in Language.allCases {
            let m = Messages(language)
            #expect(SpeechSink.notice(.lost(.noAnswer), messages: m).contains("speech-dispatcher"))
            #expect(SpeechSink.notice(.back, messages: m).contains("speech-dispatcher"))
            #expect(SpeechSink.unreachableNotice("Error: no socket. Autospawn failed.", messages: m).contains("no socket"))
        }
    }
}
