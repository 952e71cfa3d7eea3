import EarshotCore
import Foundation
import Synchronization

/// Passes everything to another engine and also writes what is said, one line per utterance
/// or earcon, to a text file (`EARSHOT_SPEECH_TRANSCRIPT=FILE`): a way to check by reading
/// that everything was spoken, or to keep the words of a recorded audio quiz.
public final class TranscribingSpeechEngine: SpeechEngine, Sendable {
    public let inner: any SpeechEngine
    private let handle: Mutex<FileHandle?>

    /// Creates (or replaces) the transcript file; throws when it cannot be written.
    public init(_ inner: any SpeechEngine, transcript url: URL) throws {
        self.inner = inner
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = Mutex(try FileHandle(forWritingTo: url))
    }

    private func write(_ line: String) {
        handle.withLock { try? $0?.write(contentsOf: Data((line + "\n").utf8)) }
    }

    public func speak(_ utterance: Utterance) async {
        write("[\(utterance.role.rawValue), \(utterance.voice.voice), \(utterance.voice.rate) wpm] \(utterance.text)")
        await inner.speak(utterance)
    }

    public func play(_ earcon: Earcon, volume: Int) async {
        write("(earcon: \(earcon.rawValue))")
        await inner.play(earcon, volume: volume)
    }

    public func readingTime() async -> Duration { await inner.readingTime() }
    public func endOfTurn() async { await inner.endOfTurn() }

    public func stop(_ roles: Set<SpeechRole>) async {
        write(roles.count == SpeechRole.allCases.count ? "(stop)" : "(stop: \(roles.map(\.rawValue).sorted().joined(separator: ", ")))")
        await inner.stop(roles)
    }

    public func finish() async {
        await inner.finish()
        handle.withLock { file in
            try? file?.close()
            file = nil
        }
    }

    public func installedVoices() async -> [InstalledVoice] { await inner.installedVoices() }
    public func canUse(voice: String) async -> Bool { await inner.canUse(voice: voice) }
}
