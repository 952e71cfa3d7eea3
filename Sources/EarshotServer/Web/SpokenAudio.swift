import EarshotCore
import EarshotSpeech
import Foundation
import Synchronization

/// What Earshot's voice said to web pages, as WAV files kept in memory for a few minutes under
/// unguessable names (`/speech/<32 hex digits>.wav`). A file holds only what one player was
/// told; it is never written to disk. The oldest go first past a total size.
final class SpokenAudio: Sendable {
    /// The server's store of spoken audio.
    static let shared = SpokenAudio()

    private struct Entry {
        let wav: Data
        let made: ContinuousClock.Instant
    }
    private let entries = Mutex<(byName: [String: Entry], order: [String], bytes: Int)>(([:], [], 0))
    /// How long a file is kept.
    let keep: Duration
    /// The most bytes kept at once.
    let limit: Int

    init(keep: Duration = .seconds(300), limit: Int = 64 << 20) {
        self.keep = keep
        self.limit = limit
    }

    /// Keeps `wav` and returns its path on the server.
    func add(_ wav: Data) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255) }
        let name = bytes.map { String(format: "%02x", $0) }.joined()
        let now = ContinuousClock.now
        entries.withLock { e in
            e.byName[name] = Entry(wav: wav, made: now)
            e.order.append(name)
            e.bytes += wav.count
            while let oldest = e.order.first, e.bytes > limit || (e.byName[oldest].map { now - $0.made > keep } ?? true) {
                e.order.removeFirst()
                e.bytes -= e.byName.removeValue(forKey: oldest)?.wav.count ?? 0
            }
        }
        return "/speech/\(name).wav"
    }

    /// The file named `name` (`<hex>.wav`), if it is still kept.
    func wav(named name: String) -> Data? {
        guard name.hasSuffix(".wav") else { return nil }
        let key = String(name.dropLast(4))
        let now = ContinuousClock.now
        return entries.withLock { e in
            guard let entry = e.byName[key], now - entry.made <= keep else { return nil }
            return entry.wav
        }
    }
}

/// Collects what espeak-ng synthesizes for one event, to be sent as one WAV file.
final class CollectingAudioOutput: AudioOutput, Sendable {
    let sampleRate: Int
    private let state = Mutex<(samples: [Int16], items: [Int: SpeechRole], next: Int, cutThrough: Int)>(([], [:], 0, -1))

    init(sampleRate: Int) { self.sampleRate = sampleRate }

    func begin(role: SpeechRole) -> Int {
        state.withLock { s in
            s.next += 1
            s.items[s.next] = role
            return s.next
        }
    }

    func append(_ samples: UnsafeBufferPointer<Int16>, to item: Int) -> Bool {
        state.withLock { s in
            guard item > s.cutThrough else { return false }
            s.samples.append(contentsOf: samples)
            return true
        }
    }

    func end(_ item: Int) {
        state.withLock { s in
            guard item > s.cutThrough else { return }
            s.samples.append(contentsOf: repeatElement(0, count: sampleRate / 4))
        }
    }

    /// A stop cuts everything said so far for this event: the page stops its own playing.
    func stop(_ roles: Set<SpeechRole>) {
        state.withLock { s in
            s.cutThrough = s.next
            s.samples.removeAll()
        }
    }

    func finish() async {}

    /// The samples collected since the last call, as a WAV file (`nil` when silent).
    func takeWAV() -> Data? {
        let samples = state.withLock { s in
            defer { s.samples.removeAll() }
            return s.samples
        }
        guard samples.contains(where: { $0 != 0 }) else { return nil }
        return Self.wav(samples, sampleRate: sampleRate)
    }

    /// A 16-bit mono PCM WAV file: ``WAVFileOutput``'s header, then the samples.
    static func wav(_ samples: [Int16], sampleRate: Int) -> Data {
        var data = WAVFileOutput.header(sampleRate: sampleRate, dataBytes: samples.count * 2)
        samples.map(\.littleEndian).withUnsafeBytes { data.append(contentsOf: $0) }
        return data
    }
}
