import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// A real speech-dispatcher that dies in the middle of a game, or has no audio output: Earshot
/// says so once, speaks on with espeak-ng (the words not heard first), and goes back to the
/// daemon once it is there again. Part of ``SpeechdTests``, so that no two private daemons run
/// at once (libspeechd's callback does not say which connection a notification is for).
extension SpeechdTests {
    /// Short retries; a long wait for BEGIN, so that a busy machine is not taken for a daemon
    /// that cannot play.
    static let recovering = SpeechdLimits(
        call: .seconds(2), begin: .seconds(30), finish: .seconds(3), retry: .milliseconds(300), longestRetry: .seconds(1),
        watch: .milliseconds(100))

    typealias Rig = SpeechdFallbackTests.Rig

    static func notice(_ change: ResilientSpeechEngine.Change) -> String { SpeechSink.notice(change, messages: .english) }

    @Test func aDaemonKilledMidGameIsLeftForEspeakAndUsedAgainOnceBack() async throws {
        let daemon = try await blocking { try PrivateSpeechd() }
        defer { daemon.stop() }
        (try await daemon.engine()).close()  // listening
        let rig = try await Rig(address: daemon.address, folder: try SpeechFixtures.folder("killed"), limits: Self.recovering)
        #expect(rig.unreachable == nil)
        let speechd = try #require(rig.engine.speechd)
        // Minutes long, so that it is still being heard when the daemon is killed, however
        // slowly a busy machine gets there.
        let question = "Which planet is known as the red planet? " + Array(repeating: Self.long, count: 2).joined(separator: " ")
        await rig.engine.speak(SpeechdFallbackTests.feedback(question))
        #expect(await PrivateSpeechd.waitFor(20) { speechd.tracker.playing == 1 })
        await blocking { daemon.kill() }  // in the middle of the question
        let gone = Self.notice(.lost(.gone))
        // After the question, said again first: minutes of audio for espeak-ng to make, slow on
        // a busy machine.
        #expect(await PrivateSpeechd.waitFor(60) { Rig.count(gone, in: rig.espeakLines) == 1 })
        #expect(!rig.engine.usesSpeechd)
        await rig.engine.speak(SpeechdFallbackTests.feedback("Said while the daemon is away."))

        try await blocking { try daemon.start() }
        #expect(await PrivateSpeechd.waitFor(30) { rig.engine.usesSpeechd })
        await rig.engine.speak(SpeechdFallbackTests.feedback("Correct: Mars."))
        let back = Self.notice(.back)
        #expect(await PrivateSpeechd.waitFor(60) { Rig.count(back, in: rig.allLines) == 1 })
        await rig.engine.finish()

        let espeak = rig.espeakLines
        #expect(Rig.count("Which planet is known as the red planet?", in: espeak) == 1, "the question cut short is said again")
        #expect(Rig.count("Said while the daemon is away.", in: espeak) == 1)
        #expect(Rig.count("Correct: Mars.", in: espeak) == 0, "heard through the daemon once it was back")
        #expect(Rig.count(gone, in: rig.allLines) == 1)
        #expect(Rig.count(back, in: espeak) == 0)
    }

    @Test func aDaemonWithoutAudioNeitherFreezesNorSilencesEarshot() async throws {
        let daemon = try await blocking { try PrivateSpeechd(noAudio: true) }
        defer { daemon.stop() }
        (try await daemon.engine()).close()  // listening
        let rig = try await Rig(address: daemon.address, folder: try SpeechFixtures.folder("no-audio"), limits: .standard)
        #expect(rig.unreachable == nil)
        let said = ["Welcome to Earshot.", "Question 1 of 5.", "Which is gold?"]
        let started = ContinuousClock.now
        for text in said { await rig.engine.speak(SpeechdFallbackTests.feedback(text)) }
        #expect(ContinuousClock.now - started < .milliseconds(500), "speaking never waits for the daemon")
        // It begins the first message and never ends it, then stops answering.
        let notices = [Self.notice(.lost(.noAnswer)), Self.notice(.lost(.cannotPlay))]
        #expect(await PrivateSpeechd.waitFor(30) { notices.map { Rig.count($0, in: rig.espeakLines) }.reduce(0, +) == 1 })
        let quitting = ContinuousClock.now
        await rig.engine.finish()
        #expect(ContinuousClock.now - quitting < .seconds(3))
        for text in said { #expect(Rig.count(text, in: rig.espeakLines) == 1, "\(text) said again by espeak-ng") }
    }

    @Test func quittingWhileTheDaemonHasNoAudioTakesNoLongerThanTheLimit() async throws {
        let daemon = try await blocking { try PrivateSpeechd(noAudio: true) }
        defer { daemon.stop() }
        (try await daemon.engine()).close()  // listening
        let rig = try await Rig(address: daemon.address, folder: try SpeechFixtures.folder("no-audio-quit"), limits: .standard)
        await rig.engine.speak(SpeechdFallbackTests.feedback("Welcome to Earshot."))
        await rig.engine.speak(SpeechdFallbackTests.feedback("Goodbye."))
        let quitting = ContinuousClock.now
        await rig.engine.finish()
        let took = ContinuousClock.now - quitting
        #expect(took < .seconds(3), "quitting took \(took)")
    }
}
