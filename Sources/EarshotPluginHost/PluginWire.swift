import EarshotCore

/// The messages of the plugin protocol (see `docs/plugin-protocol.md`), as Swift values.
/// Events and actions use the JSON forms of ``GameEvent`` and ``PlayerAction``.
public enum PluginWire {
    /// `initialize` params.
    public struct InitializeParams: Codable, Sendable {
        public var protocolVersion = PluginLimits.protocolVersion
        public var protocolVersions = PluginLimits.supportedVersions
        public var earshotVersion: String
        /// The player's language when Earshot starts (BCP 47, such as `en`). Each call's own
        /// `language` (in the context, `category.generate` and `command.run`) is the one to
        /// answer in: the player may change it, or another player may play.
        public var language: String
        public var capabilities = Capabilities()
    }

    /// What the host can do, so a plugin may adapt.
    public struct Capabilities: Codable, Sendable {
        public var events = [
            "asked", "options", "judged", "clarify", "notUnderstood", "skipped", "timeUp", "timeLeft", "score", "custom",
            "recorded", "finished",
        ]
        public var actions = ["answer", "skip", "score", "quit", "repeat", "options", "command"]
        /// The host reads each answer against the open question and sends its reading.
        public var answerReading = true
        /// Message keys with arguments are not supported yet: plugins send text.
        public var messageKeys = false
        /// Earshot serves the plugin's `storage.*` requests, within these limits. Absent from
        /// an Earshot that does not (before storage was added; the protocol version is the same).
        public var storage: Storage? = Storage()
    }

    /// What `capabilities.storage` says: the spaces a plugin may name and the limits of
    /// ``PluginStorageLimits``, the same as for compiled-in plugins.
    public struct Storage: Codable, Sendable {
        public var spaces = ["player", "shared"]
        public var keyBytes = PluginStorageLimits.keyBytes
        public var valueBytes = PluginStorageLimits.valueBytes
        public var keysPerSpace = PluginStorageLimits.keysPerSpace
        /// The most entries one `storage.list` returns.
        public var page = PluginStorageLimits.page
        /// The most `storage.*` requests while answering one request of Earshot's.
        public var requestsPerCall = PluginLimits().storageRequestsPerCall
    }

    /// A mode a plugin declares: the mode's descriptor plus the question kinds it can play.
    public struct DeclaredMode: Decodable, Sendable {
        public var descriptor: ModeDescriptor
        public var kinds: [QuestionKind]

        enum CodingKeys: String, CodingKey { case kinds }

        public init(from decoder: any Decoder) throws {
            descriptor = try ModeDescriptor(from: decoder)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            kinds = try c.decodeIfPresent([QuestionKind].self, forKey: .kinds) ?? [.choice, .truefalse, .typed]
        }
    }

    /// A REPL command a plugin declares (its scope defaults to the main prompt).
    public struct DeclaredCommand: Decodable, Sendable {
        public var descriptor: CommandDescriptor

        enum CodingKeys: String, CodingKey { case scope }

        public init(from decoder: any Decoder) throws {
            descriptor = try CommandDescriptor(from: decoder)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if !c.contains(.scope) { descriptor.scope = .main }
        }
    }

    /// `initialize` result.
    public struct InitializeResult: Decodable, Sendable {
        public var name: String
        public var version: String
        public var protocolVersion: Int
        public var modes: [DeclaredMode]
        public var categories: [Category]
        public var commands: [DeclaredCommand]
        /// The languages the plugin's own words come in (`["en", "zh"]`); `nil` when it does not
        /// say, which is taken as English only (see ``speaks(_:)``).
        public var languages: [String]?

        enum CodingKeys: String, CodingKey { case name, version, protocolVersion, modes, categories, commands, languages }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            version = try c.decode(String.self, forKey: .version)
            protocolVersion = try c.decode(Int.self, forKey: .protocolVersion)
            modes = try c.decodeIfPresent([DeclaredMode].self, forKey: .modes) ?? []
            categories = try c.decodeIfPresent([Category].self, forKey: .categories) ?? []
            commands = try c.decodeIfPresent([DeclaredCommand].self, forKey: .commands) ?? []
            languages = try c.decodeIfPresent([String].self, forKey: .languages)
        }

        /// What it provides, in words.
        public var provides: [String] {
            modes.map { "mode \($0.descriptor.id)" } + categories.map { "category \($0.id)" }
                + commands.map { "command \($0.descriptor.name)" }
        }
    }

    /// The mode's context, sent with every mode call.
    public struct Context: Codable, Sendable {
        public var setup: GameSetup
        public var questions: [Question]
        public var categoryNames: [String: String]
        /// The player's language: every text the plugin sends for this game is in it, or in
        /// English when the plugin does not speak it.
        public var language: String
    }

    /// What the host made of an answer, for the open question: `verdict` is `correct`,
    /// `wrong` or `unclear`; `events` are what to say when unclear.
    public struct Reading: Codable, Sendable, Equatable {
        public var verdict: String
        /// The option's text or the words typed, when not unclear.
        public var given: String?
        /// The 0-based option taken, when the question has options.
        public var option: Int?
        public var events: [GameEvent]
    }

    /// `mode.start`, `mode.handle` and `mode.tick` params.
    public struct StepParams: Codable, Sendable {
        public var mode: String
        public var context: Context
        public var state: JSONValue
        /// Milliseconds since the game began (the time spent hearing questions read aloud left out).
        public var now: Int64
        public var action: PlayerAction?
        public var reading: Reading?
    }

    /// `mode.start`, `mode.handle` and `mode.tick` result.
    public struct StepResult: Decodable, Sendable {
        public var events: [GameEvent]
        public var wakeAt: Int64?
        public var finished: Bool
        public var state: JSONValue?
        /// The player's next line is a secret: read unseen, never echoed or said.
        public var secretInput: Bool
        /// The running score after this step, when it moved without a judgement.
        public var score: Int?

        enum CodingKeys: String, CodingKey { case events, wakeAt, finished, state, secretInput, score }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            events = try c.decode([GameEvent].self, forKey: .events)
            wakeAt = try c.decodeIfPresent(Int64.self, forKey: .wakeAt)
            finished = try c.decodeIfPresent(Bool.self, forKey: .finished) ?? false
            state = c.contains(.state) ? try c.decode(JSONValue.self, forKey: .state) : nil
            secretInput = try c.decodeIfPresent(Bool.self, forKey: .secretInput) ?? false
            score = try c.decodeIfPresent(Int.self, forKey: .score)
        }

        /// The step as the engine takes it.
        public var output: ModeOutput {
            ModeOutput(
                events: events, wakeAt: wakeAt.map { .milliseconds(max($0, 0)) }, finished: finished, secretInput: secretInput,
                score: score)
        }
    }

    /// `category.generate` params.
    public struct GenerateParams: Codable, Sendable {
        public var category: String
        public var count: Int
        public var seed: UInt64
        public var kinds: [QuestionKind]
        public var language: String
    }

    /// `category.generate` result.
    public struct GenerateResult: Decodable, Sendable {
        public var questions: [Question]
    }

    /// `command.run` params.
    public struct CommandParams: Codable, Sendable {
        public var name: String
        public var argument: String
        public var playerName: String
        public var today: String
        public var language: String
    }

    /// `command.run` result.
    public struct CommandResult: Decodable, Sendable {
        public var events: [GameEvent]
    }
}
