import EarshotCore
import EarshotSpeech
import Foundation

/// First audio through both backends, measured the same way: from the moment a question is
/// handed to the speech sink to the moment its first samples reach the sound output. Both
/// outputs are ALSA's file plugin (over the null device), so no sound card is needed: the
/// in-process espeak-ng engine plays into one file, a private speech-dispatcher daemon
/// (started here, with its own socket and configuration) into another, and the time is taken
/// when the file first grows. Run with `make bench-first-audio`.

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func size(_ path: String) -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }

/// Waits until `path` is larger than `than`; returns when, or `nil` after 2 s.
/// The file plugin starts the file afresh when the output is opened again (speech-dispatcher's
/// module reopens it after a cancel), so a shrink resets the mark.
func grows(_ path: String, than: Int) -> ContinuousClock.Instant? {
    let end = ContinuousClock.now + .seconds(2)
    var mark = than
    var last = than
    while ContinuousClock.now < end {
        let now = size(path)
        if now < last { mark = 0 }
        if now > mark { return ContinuousClock.now }
        last = now
        usleep(100)
    }
    return nil
}

func report(_ name: String, _ samples: [Double]) {
    guard !samples.isEmpty else { return print("\(name): no samples") }
    let s = samples.sorted()
    print(
        String(
            format: "%@: %d runs, min %.1f ms, median %.1f ms, p95 %.1f ms, max %.1f ms", name, s.count, s[0], s[s.count / 2],
            s[min(s.count - 1, s.count * 95 / 100)], s.last!))
}

func asoundConf(_ played: String) -> String {
    "pcm.!default {\n  type file\n  slave { pcm { type null } }\n  file \"\(played)\"\n  format \"raw\"\n}\n"
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 60
var template = Array("/tmp/earshot-bench-XXXXXX".utf8CString)
let dir = String(cString: mkdtemp(&template)!)
let fm = FileManager.default
try asoundConf("\(dir)/espeak.raw").write(toFile: "\(dir)/asound.conf", atomically: true, encoding: .utf8)
try asoundConf("\(dir)/speechd.raw").write(toFile: "\(dir)/asound-speechd.conf", atomically: true, encoding: .utf8)
setenv("ALSA_CONFIG_PATH", "\(dir)/asound.conf", 1)
setenv("PULSE_SERVER", "unix:\(dir)/no-pulse", 1)

let questions = [
    "What is the chemical symbol for gold?", "Which planet is known as the red planet?",
    "Who wrote the novel Pride and Prejudice?", "In which year did the Berlin Wall fall?",
]
func question(_ i: Int) -> Event {
    .game(
        .asked(
            AskedQuestion(
                number: i % 10 + 1, total: 10, categoryName: "General", kind: .choice, difficulty: .easy,
                text: questions[i % questions.count], options: ["Ag", "Au", "Gd", "Go"])))
}

/// When speech-dispatcher last said a message began.
final class Began: @unchecked Sendable {
    private let lock = NSLock()
    private var at: ContinuousClock.Instant?
    func reset() { lock.withLock { at = nil } }
    func mark() { lock.withLock { if at == nil { at = .now } } }
    func wait() -> ContinuousClock.Instant? {
        let end = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < end {
            if let at = lock.withLock({ at }) { return at }
            usleep(100)
        }
        return nil
    }
}

/// Measures `runs` questions through `sink`: the time to the first samples in `played`, and
/// (for speech-dispatcher) to its "begin" notification. Returns both, with how many runs
/// timed out.
func measure(_ sink: SpeechSink, played: String, settle: Duration, began: Began?) async -> (
    file: [Double], begin: [Double], missed: Int
) {
    var file: [Double] = []
    var begin: [Double] = []
    var missed = 0
    for i in 0..<(runs + 5) {
        await sink.interrupt()  // the player answered: nothing is playing
        try? await Task.sleep(for: settle)
        let before = size(played)
        began?.reset()
        let start = ContinuousClock.now
        await sink.present(question(i))
        await sink.present(.app(.prompt("Your answer?")))  // as in a game: the end of the turn
        if let began, let at = began.wait(), i >= 5 { begin.append(milliseconds(at - start)) }
        guard let first = grows(played, than: before) else {
            missed += 1
            continue
        }
        if i >= 5 { file.append(milliseconds(first - start)) }  // the first 5 warm up
    }
    await sink.interrupt()
    return (file, begin, missed)
}

// In process: espeak-ng into the device (the file plugin).
let synth = try EspeakSynthesizer.shared(dataFolder: URL(fileURLWithPath: "\(dir)/data"))
guard let device = DeviceAudioOutput(sampleRate: synth.sampleRate) else {
    print("The ALSA file plugin could not be opened.")
    exit(1)
}
let espeak = SpeechSink(engine: EspeakSpeechEngine(synthesizer: synth, output: device))
let inProcess = await measure(espeak, played: "\(dir)/espeak.raw", settle: .milliseconds(30), began: nil)
report("espeak-ng in process, question to first samples at the device", inProcess.file)
await espeak.flush()

// speech-dispatcher: a private daemon with the espeak-ng module.
try fm.createDirectory(atPath: "\(dir)/modules", withIntermediateDirectories: true)
try fm.createDirectory(atPath: "\(dir)/log", withIntermediateDirectories: true)
try fm.copyItem(atPath: "/etc/speech-dispatcher/modules/espeak-ng.conf", toPath: "\(dir)/modules/espeak-ng.conf")
try """
CommunicationMethod "unix_socket"
SocketPath "\(dir)/sock"
LogDir "\(dir)/log"
AudioOutputMethod "alsa"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
Timeout 60
""".write(toFile: "\(dir)/speechd.conf", atomically: true, encoding: .utf8)
let daemon = Process()
daemon.executableURL = URL(fileURLWithPath: "/usr/bin/speech-dispatcher")
daemon.arguments = ["-C", dir, "-s", "-t", "60", "-P", "\(dir)/pid", "-L", "\(dir)/log"]
var env = ProcessInfo.processInfo.environment
env["ALSA_CONFIG_PATH"] = "\(dir)/asound-speechd.conf"
daemon.environment = env
daemon.standardError = FileHandle.nullDevice
daemon.standardOutput = FileHandle.nullDevice
try daemon.run()
let until = Date().addingTimeInterval(10)
while !fm.fileExists(atPath: "\(dir)/sock") && Date() < until { usleep(20_000) }
do {
    let began = Began()
    let engine = try await SpeechdSpeechEngine.connect(address: "unix_socket:\(dir)/sock", earcons: nil, onBegin: { _ in began.mark() })
    let sink = SpeechSink(engine: engine)
    let viaDaemon = await measure(sink, played: "\(dir)/speechd.raw", settle: .milliseconds(100), began: began)
    report("speech-dispatcher (espeak-ng module), question to its begin notification", viaDaemon.begin)
    report("speech-dispatcher (espeak-ng module), question to first samples in the file", viaDaemon.file)
    if viaDaemon.missed > 0 {
        print("  (\(viaDaemon.missed) runs saw no new samples in the file plugin's output within 2 s after a cancel)")
    }
    engine.close()
} catch {
    print("speech-dispatcher could not be reached: \(error)")
}
kill(daemon.processIdentifier, SIGTERM)
usleep(500_000)
if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) }
try? fm.removeItem(atPath: dir)
