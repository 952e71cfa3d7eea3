// Plugins this file needs: Classic

import EarshotSpeech
import EarshotTesting
import Foundation
import Testing

/// The built `earshot` binary, end to end, with speech.
@Suite struct SpeakingBinaryTests {
    static let game = ["play", "--category", "science", "--count", "3", "--seed", "1"]

    @Test func speakToRecordsAPipedGameInOneWAV() async throws {
        let folder = try SpeechFixtures.folder("binary")
        let wav = folder.appendingPathComponent("game.wav")
        let runner = BinaryRunner(folder: folder)
        let result = try await runner.running(
            Self.game + ["--db", folder.appendingPathComponent("x.sqlite").path, "--speak-to", wav.path], input: "1\n2\n3\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Game over."))
        let audio = try PCMAudio(wav: Data(contentsOf: wav))  // checks the RIFF header and sizes
        #expect(audio.sampleRate == 22050 && audio.channels == 1 && audio.bitsPerSample == 16)
        #expect(audio.seconds > 30)  // three questions with their options, the feedback and the summary
        #expect(audio.rms > 1000)
        // Pauses between utterances: runs of silence of about a quarter of a second.
        let quarter = 22050 / 4
        var longestSilence = 0
        var run = 0
        for s in audio.samples {
            run = s == 0 ? run + 1 : 0
            longestSilence = max(longestSilence, run)
        }
        #expect(longestSilence >= quarter)
    }

    @Test func theTranscriptShowsEveryChangeOfStateWasSpoken() async throws {
        let folder = try SpeechFixtures.folder("transcript")
        let text = folder.appendingPathComponent("game.txt")
        let result = try await BinaryRunner(folder: folder).running(
            Self.game + [
                "--db", folder.appendingPathComponent("x.sqlite").path, "--speak-to", folder.appendingPathComponent("g.wav").path,
            ],
            input: "1\nscore\nskip\n3\n", environment: ["EARSHOT_SPEECH_TRANSCRIPT": text.path])
        #expect(result.status == 0)
        let lines = try String(contentsOf: text, encoding: .utf8).split(separator: "\n").map(String.init)
        let said = lines.joined(separator: "\n")
        #expect(lines.contains("(earcon: gameStart)"))
        #expect(said.contains("] Classic game: 3 questions, Science."))
        // The category was said when the game began: each question need not say it again.
        for n in 1...3 { #expect(said.contains("] Question \(n) of 3. ") && !said.contains("] Question \(n) of 3. Science.")) }
        #expect(said.contains("] Option 1, "))
        #expect(said.contains("(earcon: wrong)") || said.contains("(earcon: correct)"))
        #expect(said.contains("] Score: "))
        #expect(said.contains("] Skipped. The answer was "))
        #expect(said.contains("] Game over. Classic, Science."))
    }

    @Test func noSoundDeviceIsSaidOnceAndALSAStaysQuiet() async throws {
        let folder = try SpeechFixtures.folder("nodevice")
        let conf = folder.appendingPathComponent("asound.conf")
        try "pcm.!default { type hw card 99 }\n".write(to: conf, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner(folder: folder).running(
            Self.game + ["--db", folder.appendingPathComponent("x.sqlite").path], input: "1\n2\n3\n",
            environment: ["ALSA_CONFIG_PATH": conf.path])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: SpeechBackend.noDeviceNotice).count == 2)
        #expect(result.stdout.contains("Game over."))
        #expect(!result.stdout.contains("ALSA") && result.stderr.isEmpty)
    }

    @Test func speechIsPlayedOnTheDefaultDevice() async throws {
        let folder = try SpeechFixtures.folder("device")
        let raw = folder.appendingPathComponent("played.raw")
        let conf = folder.appendingPathComponent("asound.conf")
        let config = """
            pcm.!default {
              type file
              slave { pcm { type null } }
              file "\(raw.path)"
              format "raw"
            }

            """
        try config.write(to: conf, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner(folder: folder).running(
            Self.game + ["--db", folder.appendingPathComponent("x.sqlite").path], input: "1\n2\n3\n",
            environment: ["ALSA_CONFIG_PATH": conf.path])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("No sound device"))
        #expect(result.stderr.isEmpty)
        // Each answer cut the speech before it (barge-in), so the device ends with what came
        // after the last answer: its feedback and the summary, played out at exit.
        let audio = PCMAudio(raw: try Data(contentsOf: raw), sampleRate: 22050)
        #expect(audio.seconds > 3)
        #expect(audio.rms > 1000)
    }

    @Test(arguments: [
        (["--no-speech"], [String: String]()),
        (["--screen-reader"], [:]),
        ([], ["EARSHOT_SPEECH": "off"]),
        ([], ["EARSHOT_SPEECH": "screen-reader"]),
    ])
    func speechCanBeTurnedOff(flags: [String], environment: [String: String]) async throws {
        let folder = try SpeechFixtures.folder("off")
        let wav = folder.appendingPathComponent("game.wav")
        let result = try await BinaryRunner(folder: folder).running(
            Self.game + flags + ["--db", folder.appendingPathComponent("x.sqlite").path, "--speak-to", wav.path],
            input: "1\n2\n3\n", environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Game over."))
        #expect(!FileManager.default.fileExists(atPath: wav.path))
        #expect(!result.stdout.contains("No sound device"))
    }

    @Test func anUnknownSpeechSettingIsExplained() async throws {
        let folder = try SpeechFixtures.folder("env")
        let wav = folder.appendingPathComponent("game.wav")
        let result = try await BinaryRunner(folder: folder).running(
            Self.game + ["--db", folder.appendingPathComponent("x.sqlite").path, "--speak-to", wav.path],
            input: "1\n", environment: ["EARSHOT_SPEECH": "loud"])
        #expect(result.stdout.contains("EARSHOT_SPEECH=loud is not understood, so speech stays on."))
        #expect(FileManager.default.fileExists(atPath: wav.path))
    }
}
