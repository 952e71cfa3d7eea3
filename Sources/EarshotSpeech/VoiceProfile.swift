import EarshotCore
import EarshotVoices
import Foundation

/// A voice profile from `voices/profiles`: a rate and pitch to start from, an espeak-ng voice,
/// and a voice for each content role (voice-lock).
public struct VoiceProfile: Codable, Sendable, Equatable {
    /// A role's voice: an espeak-ng voice (or the profile's), and pitch and rate added to the
    /// player's own.
    public struct RoleVoice: Codable, Sendable, Equatable {
        public var voice: String?
        public var pitch: Int?
        public var rate: Int?

        public init(voice: String? = nil, pitch: Int? = nil, rate: Int? = nil) {
            self.voice = voice
            self.pitch = pitch
            self.rate = rate
        }
    }

    public var name: String
    public var summary: String
    /// Words a minute, set when the profile is chosen.
    public var rate: Int
    /// 0 to 100, set when the profile is chosen.
    public var pitch: Int
    /// The espeak-ng voice for roles that do not name their own.
    public var voice: String
    public var roles: [SpeechRole: RoleVoice]

    public init(name: String, summary: String, rate: Int, pitch: Int, voice: String, roles: [SpeechRole: RoleVoice] = [:]) {
        self.name = name
        self.summary = summary
        self.rate = rate
        self.pitch = pitch
        self.voice = voice
        self.roles = roles
    }

    enum CodingKeys: String, CodingKey { case name, summary, rate, pitch, voice, roles }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        summary = try c.decodeIfPresent(String.self, forKey: .summary) ?? ""
        rate = try c.decodeIfPresent(Int.self, forKey: .rate) ?? 175
        pitch = try c.decodeIfPresent(Int.self, forKey: .pitch) ?? 50
        voice = try c.decode(String.self, forKey: .voice)
        let raw = try c.decodeIfPresent([String: RoleVoice].self, forKey: .roles) ?? [:]
        roles = [:]
        for (key, value) in raw {
            guard let role = SpeechRole(rawValue: key) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .roles, in: c, debugDescription: "\"\(key)\" is not a role (question, option, feedback, system).")
            }
            roles[role] = value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(summary, forKey: .summary)
        try c.encode(rate, forKey: .rate)
        try c.encode(pitch, forKey: .pitch)
        try c.encode(voice, forKey: .voice)
        try c.encode(Dictionary(uniqueKeysWithValues: roles.map { ($0.key.rawValue, $0.value) }), forKey: .roles)
    }

    /// Every espeak-ng voice the profile uses.
    public var voices: [String] {
        Array(Set([voice] + roles.values.compactMap(\.voice))).sorted()
    }

    /// How to say something of `role` for a player with these settings.
    public func parameters(for role: SpeechRole, settings: SpeechSettings) -> VoiceParameters {
        let r = roles[role]
        return VoiceParameters(
            voice: r?.voice ?? voice, rate: min(max(settings.rate + (r?.rate ?? 0), 80), 450),
            pitch: min(max(settings.pitch + (r?.pitch ?? 0), 0), 100), volume: settings.volume)
    }

    /// The profiles in `folder` (the shipped `voices/profiles` by default), by name. Throws on a
    /// file that cannot be read, naming it.
    public static func load(from folder: URL? = VoiceFiles.profilesFolder) throws -> [String: VoiceProfile] {
        guard let folder else { return [:] }
        var profiles: [String: VoiceProfile] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        for file in names.sorted() {
            do {
                let profile = try JSONDecoder().decode(VoiceProfile.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
                profiles[profile.name.lowercased()] = profile
            } catch {
                throw SpeechStartError(description: "The voice profile \(file) could not be read: \(error)")
            }
        }
        return profiles
    }
}
