// Plugins this file needs: Classic

import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// The built `earshot` binary with `--speech speechd` against fake daemons: it starts and
/// quits on time, says once what went wrong, and speaks on with espeak-ng on the sound device
/// (ALSA's file plugin here).
@Suite struct SpeechdBinaryTests {
    /// Runs `earshot repl --speech speechd` with `input`, the daemon at `fake`, and the sound
    /// device writing to a file in `folder`.
    static func run(_ input: String, fake: FakeSpeechDispatcher, folder: URL) async throws -> (BinaryRunner.Result, Duration, PCMAudio) {
        let raw = folder.appendingPathComponent("played.raw")
        let conf = folder.appendingPathComponent("asound.conf")
        try "pcm.!default { type file slave { pcm { type null } } file \"\(raw.path)\" format \"raw\" }\n"
            .write(to: conf, atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        let address = fake.address
        // Waited for off the task pool: the program runs for seconds.
        let result = try await blocking {
            try BinaryRunner(folder: folder).run(
                ["repl", "--speech", "speechd", "--db", folder.appendingPathComponent("x.sqlite").path], input: input,
                environment: ["ALSA_CONFIG_PATH": conf.path, "SPEECHD_ADDRESS": address])
        }
        let took = ContinuousClock.now - started
        return (result, took, PCMAudio(raw: (try? Data(contentsOf: raw)) ?? Data(), sampleRate: 22050))
    }

    @Test func aDaemonThatNeverAnswersIsSaidOnceAndQuittingIsPrompt() async throws {
        let fake = try FakeSpeechDispatcher(behaviour: .silent)
        defer { fake.stop() }
        let (result, took, audio) = try await Self.run("quit\n", fake: fake, folder: try SpeechFixtures.folder("bin-silent"))
        #expect(result.status == 0)
        #expect(took < .seconds(8), "the run took \(took)")  // 2 s for the daemon, the rest is Earshot's own start
        #expect(result.stdout.components(separatedBy: "speech-dispatcher could not be reached").count == 2)
        #expect(result.stdout.contains("did not answer within 2 seconds"))
        #expect(result.stdout.contains("Goodbye."))
        #expect(audio.seconds > 0.3, "espeak-ng spoke on the device")
    }

    @Test func aDaemonThatNeverPlaysDoesNotHoldUpQuitting() async throws {
        let fake = try FakeSpeechDispatcher(behaviour: .mute)
        defer { fake.stop() }
        let (result, took, _) = try await Self.run("quit\n", fake: fake, folder: try SpeechFixtures.folder("bin-mute"))
        #expect(result.status == 0)
        #expect(took < .seconds(8), "the run took \(took)")  // at most 2.5 s waiting for the daemon at the end
        #expect(result.stdout.contains("Goodbye."))
        #expect(!fake.spoken.isEmpty)
    }
}
