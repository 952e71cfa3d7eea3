import EarshotCore
import EarshotSpeech
import Foundation

/// Time from "question ready" (the game hands `.asked` to the speech sink) to the first audio
/// sample written to the sound device, through the whole real path: rendering, espeak-ng
/// synthesis, the playback thread and libpcaudio/ALSA. The device is ALSA's `null` device (or
/// the one named by the first argument), so no sound card is needed; its own buffering
/// latency is not included.

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

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

let deviceName = CommandLine.arguments.dropFirst().first ?? "null"
let runs = 200
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-\(getpid())")
let synth = try EspeakSynthesizer.shared(dataFolder: folder)
let probe = FirstWrite()
guard let device = DeviceAudioOutput(sampleRate: synth.sampleRate, device: deviceName, onFirstWrite: { _ in probe.mark() }) else {
    print("No ALSA device \"\(deviceName)\".")
    exit(1)
}
let sink = SpeechSink(engine: EspeakSpeechEngine(synthesizer: synth, output: device), profiles: try VoiceProfile.load())
let questions = [
    "What is the chemical symbol for gold?", "Which planet is known as the red planet?",
    "Who wrote the novel Pride and Prejudice?", "In which year did the Berlin Wall fall?",
]
var samples: [Double] = []
for i in 0..<(runs + 20) {
    await sink.interrupt()  // the player answered: nothing is playing
    probe.reset()
    let q = AskedQuestion(
        number: i % 10 + 1, total: 10, categoryName: "General", kind: .choice, difficulty: .easy,
        text: questions[i % questions.count], options: ["Ag", "Au", "Gd", "Go"])
    let start = ContinuousClock.now
    await sink.present(.game(.asked(q)))
    let first = await probe.wait()
    if i >= 20 { samples.append(milliseconds(first - start)) }  // the first 20 warm up
}
await sink.interrupt()
await sink.flush()
let sorted = samples.sorted()
let median = sorted[sorted.count / 2]
let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
print("Question ready to first audio sample on ALSA \"\(deviceName)\", \(runs) runs:")
print(String(format: "  min %.2f ms, median %.2f ms, p95 %.2f ms, max %.2f ms", sorted[0], median, p95, sorted.last!))
