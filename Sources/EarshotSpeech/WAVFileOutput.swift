import EarshotCore
import Foundation
import Synchronization

/// Writes all speech of a run, in order, into one 16-bit mono WAV file (`--speak-to`), with a
/// short pause after each utterance. Nothing is cut: `stop` and barge-in do not apply to a
/// recording. The header is brought up to date after every item, so the file is valid even if
/// the program is stopped early.
public final class WAVFileOutput: AudioOutput, Sendable {
    public let sampleRate: Int
    public let url: URL
    private let file: Mutex<File>

    /// The file being written and what is known of it, behind the lock.
    private struct File {
        var handle: FileHandle?
        var dataBytes = 0
        var ledger = CutLedger()
        var roles: [Int: SpeechRole] = [:]
    }

    /// Creates (or replaces) the file. Throws when it cannot be written.
    public init(url: URL, sampleRate: Int) throws {
        self.url = url
        self.sampleRate = sampleRate
        guard FileManager.default.createFile(atPath: url.path, contents: Self.header(sampleRate: sampleRate, dataBytes: 0))
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        file = Mutex(File(handle: handle))
    }

    /// How many samples have been written so far.
    public var samplesWritten: Int { file.withLock { $0.dataBytes / 2 } }

    public func begin(role: SpeechRole) -> Int {
        file.withLock {
            let id = $0.ledger.issue()
            $0.roles[id] = role
            return id
        }
    }

    public func append(_ samples: UnsafeBufferPointer<Int16>, to item: Int) -> Bool {
        file.withLock {
            Self.write(samples, to: &$0)
            return true
        }
    }

    public func end(_ item: Int) {
        let silence = [Int16](repeating: 0, count: pauseLength)
        file.withLock { file in
            silence.withUnsafeBufferPointer { Self.write($0, to: &file) }
            file.roles[item] = nil
            updateHeader(file)
        }
    }

    public func stop(_ roles: Set<SpeechRole>) {}

    public func finish() async {
        file.withLock {
            updateHeader($0)
            try? $0.handle?.close()
            $0.handle = nil
        }
    }

    private static func write(_ samples: UnsafeBufferPointer<Int16>, to file: inout File) {
        guard let handle = file.handle, !samples.isEmpty else { return }
        var data = Data(capacity: samples.count * 2)
        for s in samples {
            let le = UInt16(bitPattern: s).littleEndian
            data.append(UInt8(le & 0xFF))
            data.append(UInt8(le >> 8))
        }
        // A full disk must not stop the game: the throwing write, never the trapping one.
        try? handle.write(contentsOf: data)
        file.dataBytes += data.count
    }

    private func updateHeader(_ file: File) {
        guard let handle = file.handle else { return }
        let header = Self.header(sampleRate: sampleRate, dataBytes: file.dataBytes)
        try? handle.seek(toOffset: 0)
        try? handle.write(contentsOf: header)
        _ = try? handle.seekToEnd()
    }

    /// A 44-byte canonical WAV header for 16-bit mono PCM.
    public static func header(sampleRate: Int, dataBytes: Int) -> Data {
        var d = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8))
        u32(36 + dataBytes)
        d.append(contentsOf: Array("WAVEfmt ".utf8))
        u32(16)
        u16(1)  // PCM
        u16(1)  // mono
        u32(sampleRate)
        u32(sampleRate * 2)  // bytes per second
        u16(2)  // bytes per frame
        u16(16)  // bits per sample
        d.append(contentsOf: Array("data".utf8))
        u32(dataBytes)
        return d
    }
}
