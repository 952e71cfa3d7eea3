import EarshotCore
import Foundation

/// A speech engine that keeps everything it is asked to do instead of making sound, for tests.
public final class RecordingSpeechEngine: SpeechEngine, @unchecked Sendable {
    /// One request made of the engine, in order.
    public enum Entry: Sendable, Equatable {
        case spoke(Utterance)
        case played(Earcon)
        case stopped(Set<SpeechRole>)
        case finished
    }

    private let lock = NSLock()
    private var _entries: [Entry] = []
    /// The voices it claims to have; `canUse` accepts these names and any `name+variant` of
    /// them whose variant is in `variants`.
    public let voices: [InstalledVoice]
    public let variants: Set<String>

    public init(
        voices: [InstalledVoice] = [
            InstalledVoice(name: "en", description: "English (Great Britain)"),
            InstalledVoice(name: "en-gb", description: "English (Great Britain)"),
            InstalledVoice(name: "en-us", description: "English (America)"),
            InstalledVoice(name: "fr", description: "French"),
        ],
        variants: Set<String> = ["f2", "m3", "earshot-bright", "earshot-warm", "earshot-clear", "earshot-brisk"]
    ) {
        self.voices = voices
        self.variants = variants
    }

    public var entries: [Entry] { lock.withLock { _entries } }

    /// The text of every utterance, in order.
    public var texts: [String] {
        entries.compactMap { if case .spoke(let u) = $0 { return u.text } else { return nil } }
    }

    /// Every utterance, in order.
    public var utterances: [Utterance] {
        entries.compactMap { if case .spoke(let u) = $0 { return u } else { return nil } }
    }

    /// Forgets what was recorded so far.
    public func clear() { lock.withLock { _entries.removeAll() } }

    private func record(_ e: Entry) { lock.withLock { _entries.append(e) } }

    public func speak(_ utterance: Utterance) async { record(.spoke(utterance)) }
    public func play(_ earcon: Earcon, volume: Int) async { record(.played(earcon)) }
    public func stop(_ roles: Set<SpeechRole>) async { record(.stopped(roles)) }
    public func finish() async { record(.finished) }
    public func installedVoices() async -> [InstalledVoice] { voices }

    public func canUse(voice: String) async -> Bool {
        let parts = voice.split(separator: "+", maxSplits: 1).map(String.init)
        guard let base = parts.first, voices.contains(where: { $0.name == base }) else { return false }
        return parts.count == 1 || variants.contains(parts[1])
    }
}
