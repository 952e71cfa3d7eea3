/// Describes a game mode to players and to the registry.
public struct ModeDescriptor: Codable, Sendable, Equatable {
    /// A short, unique, lower-case id such as `classic`: what players type.
    public var id: String
    /// The name shown and spoken.
    public var name: String
    /// One line describing the mode.
    public var summary: String
    /// Whether the player picks a category (otherwise the mode draws from all of them).
    public var choosesCategory: Bool
    /// The number of questions when the player does not say.
    public var defaultCount: Int
    /// Whether the mode has time limits (it is given the player's timing setting).
    public var timed: Bool
    /// The words this mode understands during a game besides the shared ones (an answer,
    /// `skip`, `repeat`, `options`, `score`, `quit`). The engine parses them with the same
    /// prefix and typo rules as every command, lists them in `help` and Tab completion, and
    /// hands them to the mode as ``PlayerAction/command(_:)``.
    public var commands: [CommandDescriptor]
    /// Typed settings a player may give when starting a game (`play survival --lives 3`).
    public var settings: [ModeSetting]
    /// One of ``commands`` the engine runs after each new question when the player asked for
    /// full verbosity (a timed mode's `time`: the time left), or `nil`.
    public var afterEachQuestion: String?
    /// The catalogue keys of ``name`` and ``summary`` for a plugin that ships its own words
    /// (``PluginStrings``); `nil` for a mode whose text is as it is (a plugin in another process).
    public var nameKey: String?
    public var summaryKey: String?
    /// How the mode plays in a live room, where the host puts the same question to everyone
    /// at once; `nil` for a mode that cannot (each player's own questions, lives or board).
    public var room: RoomFit?

    public init(
        id: String, name: String, summary: String, choosesCategory: Bool = true, defaultCount: Int = 10,
        timed: Bool = false, commands: [CommandDescriptor] = [], settings: [ModeSetting] = [], afterEachQuestion: String? = nil,
        room: RoomFit? = nil
    ) {
        self.afterEachQuestion = afterEachQuestion
        self.room = room
        self.id = id
        self.name = name
        self.summary = summary
        self.choosesCategory = choosesCategory
        self.defaultCount = defaultCount
        self.timed = timed
        self.commands = commands
        self.settings = settings
    }

    enum CodingKeys: String, CodingKey {
        case id, name, summary, choosesCategory, defaultCount, timed, commands, settings, afterEachQuestion, room
    }

    /// Decodes leniently: only `id`, `name` and `summary` are required (plugins written in
    /// other languages send JSON); `afterEachQuestion` must name one of the mode's verbs.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        summary = try c.decode(String.self, forKey: .summary)
        choosesCategory = try c.decodeIfPresent(Bool.self, forKey: .choosesCategory) ?? true
        defaultCount = try c.decodeIfPresent(Int.self, forKey: .defaultCount) ?? 10
        timed = try c.decodeIfPresent(Bool.self, forKey: .timed) ?? false
        commands = try c.decodeIfPresent([CommandDescriptor].self, forKey: .commands) ?? []
        settings = try c.decodeIfPresent([ModeSetting].self, forKey: .settings) ?? []
        let after = try c.decodeIfPresent(String.self, forKey: .afterEachQuestion)?.lowercased()
        afterEachQuestion = commands.contains { $0.name == after } ? after : nil
        room = try c.decodeIfPresent(RoomFit.self, forKey: .room)
    }
}

/// How a mode plays in a live room: the same question for everyone, the room's pace.
public struct RoomFit: Codable, Sendable, Equatable {
    /// The time limit a room of this mode has when the host does not give one (`--time`),
    /// in seconds, before each player's own timing setting; `nil` for untimed.
    public var seconds: Int?

    public init(seconds: Int? = nil) { self.seconds = seconds }
}

/// What a player does during a game, as plain values. Only what every mode shares is named;
/// a mode's own verbs (timed: `more time`, `pause`; list: `hint`) arrive as ``command(_:)``.
public enum PlayerAction: Codable, Sendable, Equatable {
    /// An answer: the words typed.
    case answer(String)
    case skip
    /// Asks for the score so far.
    case score
    /// Ends the game early (already confirmed by the player).
    case quit
    /// The current question again.
    case repeatQuestion
    /// The options again.
    case repeatOptions
    /// One of the mode's own commands (see ``ModeDescriptor/commands``).
    case command(ModeCommand)

    /// A mode command by name, with an optional argument.
    public static func command(_ name: String, _ argument: String = "") -> PlayerAction {
        .command(ModeCommand(name: name, argument: argument))
    }
}

/// A mode's own command as the player typed it: the command's main name (synonyms and
/// prefixes already resolved by the engine) and the words after it.
public struct ModeCommand: Codable, Sendable, Equatable {
    public var name: String
    public var argument: String

    public init(name: String, argument: String = "") {
        self.name = name
        self.argument = argument
    }
}

/// What a mode returns after each step.
public struct ModeOutput: Codable, Sendable, Equatable {
    public var events: [GameEvent]
    /// When the mode next wants `tick`, as time since the game began; `nil` for never.
    public var wakeAt: Duration?
    /// Whether the game has ended.
    public var finished: Bool
    /// Whether the player's next line is a secret (a guess-who pick the other player must not
    /// see): it is read without being shown on the screen, like a password, and never said.
    public var secretInput = false
    /// The game's running score after this step, for a mode whose score moves between
    /// judgements (a list's items found so far): hot-seat standings read it. `nil` leaves
    /// the score as the last judgement or status put it.
    public var score: Int?

    public init(
        events: [GameEvent] = [], wakeAt: Duration? = nil, finished: Bool = false, secretInput: Bool = false, score: Int? = nil
    ) {
        self.events = events
        self.wakeAt = wakeAt
        self.finished = finished
        self.secretInput = secretInput
        self.score = score
    }

    enum CodingKeys: String, CodingKey { case events, wakeAt, finished, secretInput, score }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        events = try c.decode([GameEvent].self, forKey: .events)
        wakeAt = try c.decodeIfPresent(Duration.self, forKey: .wakeAt)
        finished = try c.decode(Bool.self, forKey: .finished)
        secretInput = try c.decodeIfPresent(Bool.self, forKey: .secretInput) ?? false
        score = try c.decodeIfPresent(Int.self, forKey: .score)
    }
}

/// A game mode: the public API for contributors.
///
/// A mode is a state machine over plain values. The engine gives it a ``ModeContext`` (the
/// questions drawn for this game, the seed, the player's settings) and then calls ``start(at:)``,
/// ``handle(_:at:)`` for each player action and ``tick(at:)`` when the time the mode asked for
/// comes. Time is passed in as the duration since the game began, read from the engine's
/// `Clock`, so tests drive timed modes with a manual clock and never sleep. A mode returns
/// events; it never prints or speaks.
public protocol GameMode: Sendable {
    /// The mode's id, name and summary.
    static var descriptor: ModeDescriptor { get }
    /// How many questions, and from where, this mode wants for a game with `setup`.
    static func questionRequest(for setup: GameSetup) -> QuestionRequest
    /// Rules beyond one game: once a day, a board at the end, a label beside scores.
    static var hooks: any ModeHooks { get }
    /// Creates a game from its context.
    init(context: ModeContext)
    /// Begins the game.
    mutating func start(at now: Duration) -> ModeOutput
    /// Handles one player action.
    mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput
    /// Called at (or after) the `wakeAt` the mode last returned.
    mutating func tick(at now: Duration) -> ModeOutput
}

extension GameMode {
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: setup.categoryID, count: setup.count ?? descriptor.defaultCount, seed: setup.seed)
    }

    public mutating func tick(at now: Duration) -> ModeOutput { ModeOutput() }

    public static var hooks: any ModeHooks { NoHooks() }
}
