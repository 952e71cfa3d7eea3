import CEarshotAudio
import CPCAudio
import EarshotCore
import Foundation

/// Plays samples on the sound device through libpcaudio (PulseAudio, else ALSA), from one
/// playback thread that alone touches the device. Samples are written in small blocks so that
/// `stop` takes effect within one block: the thread stops feeding and flushes the device,
/// dropping what it had buffered.
public final class DeviceAudioOutput: AudioOutput, @unchecked Sendable {
    /// Samples written per block: about 23 ms at 22,050 Hz, the most `stop` can lag.
    static let blockFrames = 512

    private enum Segment {
        case samples([Int16])
        case pause(Int)
    }

    public let sampleRate: Int
    private let device: OpaquePointer
    private let condition = NSCondition()
    private var queue: [(item: Int, role: SpeechRole, segment: Segment)] = []
    private var ledger = CutLedger()
    private var roles: [Int: SpeechRole] = [:]
    private var playing: (item: Int, role: SpeechRole)?
    private var flushRequested = false
    private var closing = false
    private var finished = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private let onFirstWrite: (@Sendable (Int) -> Void)?
    private var firstWriteReported: Set<Int> = []
    private var readingSamples = 0

    public var readingSeconds: Double { condition.withLock { Double(readingSamples) / Double(sampleRate) } }

    /// Opens the sound device (the default one, or an ALSA device name such as
    /// `file:'/tmp/played.raw',raw`), with ALSA's and PulseAudio's own messages kept off the
    /// terminal. Returns `nil` when there is none. `onFirstWrite` is told each item's id when
    /// its first samples reach the device (for the latency benchmark).
    public init?(sampleRate: Int, device name: String? = nil, onFirstWrite: (@Sendable (Int) -> Void)? = nil) {
        earshot_alsa_silence()
        earshot_stderr_mute()
        defer { earshot_stderr_restore() }
        guard let object = create_audio_device_object(name, "Earshot", "Earshot speech") else { return nil }
        guard audio_object_open(object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1) == 0 else {
            audio_object_destroy(object)
            return nil
        }
        device = object
        self.sampleRate = sampleRate
        self.onFirstWrite = onFirstWrite
        let thread = Thread { self.run() }  // holds the output until `finish`
        thread.name = "earshot-playback"
        thread.start()
    }

    public func begin(role: SpeechRole) -> Int {
        condition.withLock {
            let id = ledger.issue()
            roles[id] = role
            return id
        }
    }

    public func append(_ samples: UnsafeBufferPointer<Int16>, to item: Int) -> Bool {
        condition.withLock {
            guard let role = roles[item], !ledger.isCut(item, role: role), !closing else { return false }
            queue.append((item, role, .samples(Array(samples))))
            condition.signal()
            return true
        }
    }

    public func end(_ item: Int) {
        condition.withLock {
            guard let role = roles.removeValue(forKey: item), !ledger.isCut(item, role: role), !closing else { return }
            queue.append((item, role, .pause(pauseLength)))
            condition.signal()
        }
    }

    public func stop(_ roles: Set<SpeechRole>) {
        condition.withLock {
            ledger.cut(roles)
            queue.removeAll { ledger.isCut($0.item, role: $0.role) }
            if let playing, roles.contains(playing.role) { flushRequested = true }
            condition.signal()
        }
    }

    public func finish() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let done: Bool = condition.withLock {
                if finished { return true }
                waiters.append(c)
                closing = true
                condition.signal()
                return false
            }
            if done { c.resume() }
        }
    }

    /// The playback thread: takes segments in order and writes them block by block.
    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !flushRequested && !closing { condition.wait() }
            if flushRequested {
                flushRequested = false
                playing = nil
                condition.unlock()
                _ = audio_object_flush(device)
                continue
            }
            if queue.isEmpty {  // closing, and everything has been written
                condition.unlock()
                break
            }
            let next = queue.removeFirst()
            playing = (next.item, next.role)
            condition.unlock()
            switch next.segment {
            case .samples(let samples): write(samples, item: next.item, role: next.role)
            case .pause(let count): write([Int16](repeating: 0, count: count), item: next.item, role: next.role)
            }
        }
        _ = audio_object_drain(device)
        audio_object_close(device)
        audio_object_destroy(device)
        let toWake: [CheckedContinuation<Void, Never>] = condition.withLock {
            finished = true
            defer { waiters = [] }
            return waiters
        }
        toWake.forEach { $0.resume() }
    }

    private func write(_ samples: [Int16], item: Int, role: SpeechRole) {
        var start = 0
        while start < samples.count {
            let cut = condition.withLock { ledger.isCut(item, role: role) }
            if cut { return }
            let end = min(start + Self.blockFrames, samples.count)
            if let onFirstWrite, firstWriteReported.insert(item).inserted { onFirstWrite(item) }
            samples[start..<end].withUnsafeBytes { raw in
                _ = audio_object_write(device, raw.baseAddress, raw.count)
            }
            if role == .question || role == .option {
                condition.withLock { readingSamples += end - start }
            }
            start = end
        }
    }
}
