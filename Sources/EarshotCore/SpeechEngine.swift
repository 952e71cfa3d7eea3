/// What a piece of speech is, so each kind can have its own voice (voice-lock: the question in
/// one voice, the options in another, feedback and system messages in a third).
public enum SpeechRole: String, Codable, Sendable, CaseIterable {
    case question, option, feedback, system
}

/// How to say something: an espeak-ng voice name (a language such as `en-us`, optionally with a
/// variant, `en-us+f2`), words per minute, pitch (0–100) and volume (0–200).
public struct VoiceParameters: Codable, Sendable, Equatable {
    public var voice: String
    public var rate: Int
    public var pitch: Int
    public var volume: Int

    public init(voice: String, rate: Int, pitch: Int, volume: Int) {
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}

/// One thing to say, in one voice.
public struct Utterance: Codable, Sendable, Equatable {
    public var text: String
    public var role: SpeechRole
    public var voice: VoiceParameters
    /// Said before anything else and never cut by later speech (a time warning). Backends
    /// that share the player's speech with a screen reader give it their highest priority.
    public var important: Bool

    public init(text: String, role: SpeechRole, voice: VoiceParameters, important: Bool = false) {
        self.text = text
        self.role = role
        self.voice = voice
        self.important = important
    }

    enum CodingKeys: String, CodingKey { case text, role, voice, important }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        role = try c.decode(SpeechRole.self, forKey: .role)
        voice = try c.decode(VoiceParameters.self, forKey: .voice)
        important = try c.decodeIfPresent(Bool.self, forKey: .important) ?? false
    }
}

/// A short tone that marks a change of state without words.
public enum Earcon: String, Codable, Sendable, CaseIterable {
    case correct, wrong, timeUp, gameStart
}

/// A voice the engine has installed.
public struct InstalledVoice: Codable, Sendable, Equatable {
    /// The name to choose it by, such as `en-gb`.
    public var name: String
    /// A readable name, such as `English (Great Britain)`.
    public var description: String

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

/// A speech synthesizer with its audio output: the one thing the speech layer needs from
/// espeak-ng and the sound device. `main` picks the real one; tests use a recording one.
///
/// `speak` and `play` queue and return quickly (synthesis is far faster than playback);
/// playback goes on in the background until ``stop(_:)`` cuts it or ``finish()`` waits for it.
public protocol SpeechEngine: AnyObject, Sendable {
    /// Queues an utterance after everything already queued.
    func speak(_ utterance: Utterance) async
    /// Queues an earcon at this volume (0–200, 100 is normal).
    func play(_ earcon: Earcon, volume: Int) async
    /// Cuts at once any queued or playing speech of these roles (earcons count as feedback).
    func stop(_ roles: Set<SpeechRole>) async
    /// Waits until everything queued has been played, then releases the output.
    func finish() async
    /// The voices this engine can use.
    func installedVoices() async -> [InstalledVoice]
    /// Whether `voice` (with its variant, if it names one) can really be used.
    func canUse(voice: String) async -> Bool
    /// How long questions and their options have been heard so far (played aloud, not cut).
    func readingTime() async -> Duration
    /// Everything the player needs before answering has been queued (the prompt was said).
    /// Engines that group what they say into turns send the turn now.
    func endOfTurn() async
}

extension SpeechEngine {
    /// Engines that do not play in real time spend no time reading aloud.
    public func readingTime() async -> Duration { .zero }

    public func endOfTurn() async {}

    /// Cuts all speech at once.
    public func stopAll() async { await stop(Set(SpeechRole.allCases)) }
}
