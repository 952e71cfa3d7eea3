/// A player's game-play settings, stored per player.
public struct PlayerSettings: Codable, Sendable, Equatable {
    /// How time limits apply: `nil` for off, otherwise a factor (1 = standard, 2 = double time).
    public var timeScale: Double?
    /// Speech settings, read by the speech layer.
    public var speech: SpeechSettings
    /// How much is said aloud (`verbosity brief|normal|full`).
    public var verbosity: Verbosity
    /// The language the player chose with `language`; `nil` until they choose, when
    /// `--language` or the locale (`LANG`) decides.
    public var language: Language?

    public init(
        timeScale: Double? = 1, speech: SpeechSettings = SpeechSettings(), verbosity: Verbosity = .normal,
        language: Language? = nil
    ) {
        self.timeScale = timeScale
        self.speech = speech
        self.verbosity = verbosity
        self.language = language
    }

    enum CodingKeys: String, CodingKey { case timeScale, speech, verbosity, language }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        timeScale = try c.decodeIfPresent(Double.self, forKey: .timeScale) ?? (c.contains(.timeScale) ? nil : 1)
        speech = try c.decodeIfPresent(SpeechSettings.self, forKey: .speech) ?? SpeechSettings()
        verbosity = (try? c.decodeIfPresent(Verbosity.self, forKey: .verbosity)) ?? .normal
        language = try? c.decodeIfPresent(Language.self, forKey: .language)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(timeScale, forKey: .timeScale)  // null means "time limits off"
        try c.encode(speech, forKey: .speech)
        try c.encode(verbosity, forKey: .verbosity)
        try c.encodeIfPresent(language, forKey: .language)
    }
}

extension PlayerSettings {
    /// The timing setting in words: "standard", "off" or "2 times as long".
    public static func timingDescription(_ scale: Double?, _ m: Messages = .english) -> String {
        guard let scale else { return m("game.timing.off") }
        if scale == 1 { return m("game.timing.standard") }
        let n = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return m("game.timing.scaled", ["scale": n])
    }
}

/// How much Earshot says aloud. The printed text is the same at every level.
public enum Verbosity: String, Codable, Sendable, CaseIterable {
    /// The question only, options as "1 Paris, 2 Rome", feedback as one word and the points.
    case brief
    /// The standard wording.
    case normal
    /// Also the option letters, the time left and the score after each answer.
    case full
}

/// How the player wants speech.
public struct SpeechSettings: Codable, Sendable, Equatable {
    public enum Output: String, Codable, Sendable { case on, off, screenReader = "screen-reader" }
    public var output: Output = .on
    /// Words per minute.
    public var rate: Int = 175
    /// 0 to 100.
    public var pitch: Int = 50
    /// 0 to 200.
    public var volume: Int = 100
    /// A voice profile from `voices/` or an espeak-ng voice name.
    public var voice: String = "default"
    public var earcons: Bool = true
    /// The synthesizer the player chose with `speech espeak` or `speech speechd`; `nil` for
    /// Earshot's own espeak-ng. Read at start; `--speech` overrides it for one run.
    public var synthesizer: Synthesizer?

    /// Where speech is made: Earshot's own espeak-ng, or the desktop's speech-dispatcher.
    public enum Synthesizer: String, Codable, Sendable { case espeak, speechd }

    public init() {}
}

/// What the player asked for when starting a game.
public struct GameSetup: Codable, Sendable, Equatable {
    public var modeID: String
    /// The chosen category, or `nil` for all.
    public var categoryID: String?
    /// The number of questions, or `nil` for the mode's default.
    public var count: Int?
    /// The seed for drawing and shuffling.
    public var seed: UInt64
    /// The local date, `YYYY-MM-DD`, for modes that depend on it.
    public var date: String
    public var settings: PlayerSettings
    /// The mode's own settings the player gave (`--lives 3`), checked against the mode's
    /// ``ModeDescriptor/settings``, by name; the defaults are filled in by the engine.
    public var modeOptions: [String: String]
    /// The name of the player whose game this is, for a mode that addresses players by name
    /// (guess who for two); the engine fills it in when the game begins.
    public var playerName: String?

    public init(
        modeID: String, categoryID: String?, count: Int?, seed: UInt64, date: String,
        settings: PlayerSettings = PlayerSettings(), modeOptions: [String: String] = [:]
    ) {
        self.modeID = modeID
        self.categoryID = categoryID
        self.count = count
        self.seed = seed
        self.date = date
        self.settings = settings
        self.modeOptions = modeOptions
    }

    enum CodingKeys: String, CodingKey { case modeID, categoryID, count, seed, date, settings, modeOptions, playerName }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        modeID = try c.decode(String.self, forKey: .modeID)
        categoryID = try c.decodeIfPresent(String.self, forKey: .categoryID)
        count = try c.decodeIfPresent(Int.self, forKey: .count)
        seed = try c.decode(UInt64.self, forKey: .seed)
        date = try c.decode(String.self, forKey: .date)
        settings = try c.decodeIfPresent(PlayerSettings.self, forKey: .settings) ?? PlayerSettings()
        modeOptions = try c.decodeIfPresent([String: String].self, forKey: .modeOptions) ?? [:]
        playerName = try c.decodeIfPresent(String.self, forKey: .playerName)
    }
}

/// The questions a mode asks the engine to draw.
public struct QuestionRequest: Codable, Sendable, Equatable {
    /// A category id, or `nil` for all categories.
    public var categoryID: String?
    public var count: Int
    /// The same seed over the same bank draws the same questions in the same order.
    public var seed: UInt64
    /// Kinds the mode can play.
    public var kinds: [QuestionKind]
    /// For all categories: draw from the categories in this language when they hold enough
    /// questions (the engine sets the player's language).
    public var language: Language?

    public init(
        categoryID: String?, count: Int, seed: UInt64, kinds: [QuestionKind] = [.choice, .truefalse, .typed],
        language: Language? = nil
    ) {
        self.categoryID = categoryID
        self.count = count
        self.seed = seed
        self.kinds = kinds
        self.language = language
    }

    enum CodingKeys: String, CodingKey { case categoryID, count, seed, kinds, language }

    /// Decodes leniently: `kinds` may be left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        categoryID = try c.decodeIfPresent(String.self, forKey: .categoryID)
        count = try c.decode(Int.self, forKey: .count)
        seed = try c.decode(UInt64.self, forKey: .seed)
        kinds = try c.decodeIfPresent([QuestionKind].self, forKey: .kinds) ?? [.choice, .truefalse, .typed]
        language = try? c.decodeIfPresent(Language.self, forKey: .language)
    }
}

/// Everything a mode may use, as plain values.
public struct ModeContext: Codable, Sendable {
    public var setup: GameSetup
    /// The questions drawn for this game, in order.
    public var questions: [Question]
    /// Category names by id, for showing.
    public var categoryNames: [String: String]
    /// The mode's plugin's own data for this game's player, for a mode that reaches it while
    /// it runs (a plugin in another process, with `storage.*`); `nil` where the engine gives
    /// none (a mode checked with `earshot plugin check` gets a space in memory instead).
    public var data: PluginData?

    enum CodingKeys: String, CodingKey { case setup, questions, categoryNames }

    public init(setup: GameSetup, questions: [Question], categoryNames: [String: String], data: PluginData? = nil) {
        self.setup = setup
        self.questions = questions
        self.categoryNames = categoryNames
        self.data = data
    }

    /// A generator seeded from the setup, for shuffling options.
    public var random: SeededGenerator { SeededGenerator(seed: setup.seed ^ 0x5EED_0F0F_7105_0000) }
}

/// Where questions come from (the store, in the app; an array, in tests).
public protocol QuestionSource: Sendable {
    /// Draws up to `request.count` questions, deterministically for the seed.
    func draw(_ request: QuestionRequest) async throws -> [Question]
}
