import EarshotCore
import EarshotSpeech
import Foundation

/// Question ready to first audio sample, through Earshot's whole speech path (rendering,
/// espeak-ng synthesis, the playback thread, libpcaudio on ALSA's `null` device), as the
/// `speech-latency` tool measures it; and, as its baseline, a spawned `espeak-ng --stdout`
/// from start to its first byte of audio.
final class SpeechLatency: @unchecked Sendable {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var made: SpeechLatency?

    let sink: SpeechSink
    let probe = FirstWrite()
    private var turn = 0
    static let questions = [
        "What is the chemical symbol for gold?", "Which planet is known as the red planet?",
        "Who wrote the novel Pride and Prejudice?", "In which year did the Berlin Wall fall?",
    ]

    static func shared() throws -> SpeechLatency {
        try lock.withLock {
            if let made { return made }
            let new = try SpeechLatency()
            made = new
            return new
        }
    }

    private init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(getpid())")
        let synth = try EspeakSynthesizer.shared(dataFolder: folder)
        let probe = self.probe
        guard
            let device = DeviceAudioOutput(
                sampleRate: synth.sampleRate, device: "null", onFirstWrite: { _ in probe.mark() })
        else { throw Failure("No ALSA \"null\" device: install libasound2 and its plugins.") }
        sink = SpeechSink(engine: EspeakSpeechEngine(synthesizer: synth, output: device), profiles: try VoiceProfile.load())
    }

    /// One question handed to the speech sink, to its first sample written to the device.
    func questionToFirstSample() async throws -> Double {
        await sink.interrupt()  // the player answered: nothing is playing
        probe.reset()
        turn += 1
        let q = AskedQuestion(
            number: turn % 10 + 1, total: 10, categoryName: "General", kind: .choice, difficulty: .easy,
            text: Self.questions[turn % Self.questions.count], options: ["Ag", "Au", "Gd", "Go"])
        let start = ContinuousClock.now
        await sink.present(.game(.asked(q)))
        let first = await probe.wait()
        return seconds(first - start)
    }

    /// A spawned `espeak-ng --stdout` saying the same kind of question, to its first byte.
    static func spawnedEspeakToFirstSample() throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        process.arguments = ["--stdout", questions[Int.random(in: 0..<questions.count)]]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        let first = pipe.fileHandleForReading.availableData
        let elapsed = seconds(ContinuousClock.now - start)
        _ = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard !first.isEmpty else { throw Failure("espeak-ng wrote no audio") }
        return elapsed
    }
}

/// The moment the first sample reached the device.
final class FirstWrite: @unchecked Sendable {
    private let lock = NSLock()
    private var at: ContinuousClock.Instant?
    private var waiter: CheckedContinuation<ContinuousClock.Instant, Never>?

    func reset() { lock.withLock { at = nil } }

    func mark() {
        let now = ContinuousClock.now
        let w: CheckedContinuation<ContinuousClock.Instant, Never>? = lock.withLock {
            guard at == nil else { return nil }
            at = now
            defer { waiter = nil }
            return waiter
        }
        w?.resume(returning: now)
    }

    func wait() async -> ContinuousClock.Instant {
        await withCheckedContinuation { c in
            let ready: ContinuousClock.Instant? = lock.withLock {
                if let at { return at }
                waiter = c
                return nil
            }
            if let ready { c.resume(returning: ready) }
        }
    }
}
