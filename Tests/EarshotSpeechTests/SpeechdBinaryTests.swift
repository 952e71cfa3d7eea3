// Plugins this file needs: Classic

import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// The built `earshot` binary with `--speech speechd` against fake daemons: it starts and
/// quits on time, says once what went wrong, and speaks on with espeak-ng on the sound device
/// (ALSA's file plugin here).
@Suite(.serialized) struct SpeechdBinaryTests {
    /// Runs `earshot repl --speech speechd` with `input`, the daemon at `fake`, and the sound
    /// device writing to a file in `folder`; also how long the same run takes with espeak-ng,
    /// for comparison (a whole test run on two cores can slow a start down by tens of seconds).
    static func run(
        _ input: String, fake: FakeSpeechDispatcher, folder: URL
    ) async throws -> (BinaryRunner.Result, took: Duration, baseline: Duration, PCMAudio) {
        let raw = folder.appendingPathComponent("played.raw")
        let conf = folder.appendingPathComponent("asound.conf")
        try "pcm.!default { type file slave { pcm { type null } } file \"\(raw.path)\" format \"raw\" }\n"
            .write(to: conf, atomically: true, encoding: .utf8)
        let address = fake.address
        func run(_ speech: String) async throws -> (BinaryRunner.Result, Duration) {
            let started = ContinuousClock.now
            let result = try await BinaryRunner(folder: folder).running(
                ["repl", "--speech", speech, "--db", folder.appendingPathComponent("x.sqlite").path], input: input,
                environment: ["ALSA_CONFIG_PATH": conf.path, "SPEECHD_ADDRESS": address])
            return (result, ContinuousClock.now - started)
        }
        _ = try await run("espeak")  // makes the player and loads the packs
        // The quicker of two runs each, so that a busy moment (the whole suite shares two
        // cores) is not taken for a wait on the daemon.
        let baseline = min(try await run("espeak").1, try await run("espeak").1)
        let once = try await run("speechd").1
        let (result, twice) = try await run("speechd")
        let took = min(once, twice)
        return (result, took, baseline, PCMAudio(raw: (try? Data(contentsOf: raw)) ?? Data(), sampleRate: 22050))
    }

    @Test func aDaemonThatNeverAnswersIsSaidOnceAndQuittingIsPrompt() async throws {
        let fake = try FakeSpeechDispatcher(behaviour: .silent)
        defer { fake.stop() }
        let (result, took, baseline, audio) = try await Self.run(
            "quit\n", fake: fake, folder: try SpeechFixtures.folder("bin-silent"))
        #expect(result.status == 0)
        // 2 s for the daemon at start; quitting does not wait for it.
        #expect(took - baseline < .seconds(4), "the run took \(took), \(baseline) with espeak-ng")
        #expect(result.stdout.components(separatedBy: "speech-dispatcher could not be reached").count == 2)
        #expect(result.stdout.contains("did not answer within 2 seconds"))
        #expect(result.stdout.contains("Goodbye."))
        #expect(audio.seconds > 0.3, "espeak-ng spoke on the device")
    }

    @Test func aDaemonThatNeverPlaysDoesNotHoldUpQuitting() async throws {
        let fake = try FakeSpeechDispatcher(behaviour: .mute)
        defer { fake.stop() }
        let (result, took, baseline, _) = try await Self.run("quit\n", fake: fake, folder: try SpeechFixtures.folder("bin-mute"))
        #expect(result.status == 0)
        // At most 2.5 s waiting for the daemon at the end.
        #expect(took - baseline < .seconds(4), "the run took \(took), \(baseline) with espeak-ng")
        #expect(result.stdout.contains("Goodbye."))
        #expect(!fake.spoken.isEmpty)
    }
}
