/// Where a command works: at the main prompt, during a game, or both.
public struct CommandScope: OptionSet, Codable, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let main = CommandScope(rawValue: 1)
    public static let game = CommandScope(rawValue: 2)
    public static let both: CommandScope = [.main, .game]

    /// Encoded as `"main"`, `"game"` or `"both"`, so plugins in other languages read it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(self == .both ? "both" : self == .main ? "main" : "game")
    }

    public init(from decoder: any Decoder) throws {
        let word = try decoder.singleValueContainer().decode(String.self)
        switch word {
        case "main": self = .main
        case "game": self = .game
        case "both": self = .both
        default:
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "A scope is main, game or both, not \(word)."))
        }
    }
}

/// A command word the player can type: its name, synonyms, help and where it works. The
/// engine's own commands, a mode's verbs and a plugin's commands are all described this way,
/// and one parser, one `help` and one Tab completion are built from the list.
public struct CommandDescriptor: Codable, Sendable, Equatable {
    /// The command's id and main word, such as `repeat` or `more time` (one or two words).
    public var name: String
    /// Other words that mean the same, such as `again`.
    public var synonyms: [String]
    /// One line for the command list.
    public var summary: String
    /// The longer text for `help NAME`.
    public var help: String
    /// Whether it works during a game, at the main prompt, or both.
    public var scope: CommandScope
    /// The catalogue keys of ``summary`` and ``help`` for a verb of a plugin that ships its
    /// own words (``PluginStrings``); `nil` when the text is as it is.
    public var summaryKey: String?
    public var helpKey: String?

    public init(_ name: String, _ synonyms: [String] = [], scope: CommandScope, summary: String, help: String) {
        self.name = name
        self.synonyms = synonyms
        self.summary = summary
        self.help = help
        self.scope = scope
    }

    enum CodingKeys: String, CodingKey { case name, synonyms, summary, help, scope }

    /// Decodes leniently: `synonyms`, `help` and `scope` may be left out (a mode's verbs
    /// default to the game scope).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name).lowercased()
        synonyms = (try c.decodeIfPresent([String].self, forKey: .synonyms) ?? []).map { $0.lowercased() }
        summary = try c.decode(String.self, forKey: .summary)
        help = try c.decodeIfPresent(String.self, forKey: .help) ?? summary
        scope = try c.decodeIfPresent(CommandScope.self, forKey: .scope) ?? .game
    }
}

/// A typed setting a mode accepts when a game starts, such as survival's `lives`.
/// Players give it as `--NAME VALUE` after `play MODE`; the engine checks it against this
/// description and hands the mode the value in ``GameSetup/modeOptions``.
public struct ModeSetting: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case integer, boolean, text, choice }
    public var name: String
    public var kind: Kind
    public var summary: String
    /// The value when the player gives none, as text.
    public var defaultValue: String?
    /// Bounds for an integer.
    public var minimum: Int?
    public var maximum: Int?
    /// The allowed words for a choice.
    public var choices: [String]
    /// The catalogue key of ``summary`` for a plugin that ships its own words; `nil` when the
    /// text is as it is.
    public var summaryKey: String?

    public init(
        name: String, kind: Kind, summary: String, defaultValue: String? = nil, minimum: Int? = nil,
        maximum: Int? = nil, choices: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.choices = choices
    }

    enum CodingKeys: String, CodingKey { case name, kind, summary, defaultValue = "default", minimum, maximum, choices }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        kind = try c.decode(Kind.self, forKey: .kind)
        summary = try c.decodeIfPresent(String.self, forKey: .summary) ?? ""
        defaultValue = try c.decodeIfPresent(String.self, forKey: .defaultValue)
        minimum = try c.decodeIfPresent(Int.self, forKey: .minimum)
        maximum = try c.decodeIfPresent(Int.self, forKey: .maximum)
        choices = try c.decodeIfPresent([String].self, forKey: .choices) ?? []
    }

    /// Checks a value the player typed: the value in canonical form, or a plain reason.
    public func validate(_ raw: String) -> Result<String, ModeSettingError> {
        let value = raw.trimmingWhitespace
        switch kind {
        case .integer:
            guard let n = Int(value), n >= (minimum ?? Int.min), n <= (maximum ?? Int.max) else {
                let range = minimum.flatMap { lo in maximum.map { hi in " from \(lo) to \(hi)" } } ?? ""
                return .failure(ModeSettingError("\(name) takes a whole number\(range), not \"\(value)\"."))
            }
            return .success(String(n))
        case .boolean:
            switch value.lowercased() {
            case "yes", "on", "true", "1": return .success("true")
            case "no", "off", "false", "0": return .success("false")
            default: return .failure(ModeSettingError("\(name) takes yes or no, not \"\(value)\"."))
            }
        case .text:
            return .success(value)
        case .choice:
            guard let hit = choices.first(where: { $0.lowercased() == value.lowercased() }) else {
                return .failure(ModeSettingError("\(name) takes one of \(choices.joined(separator: ", ")), not \"\(value)\"."))
            }
            return .success(hit)
        }
    }
}

/// Why a mode setting was refused, in plain words.
public struct ModeSettingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
