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
    /// Whether the mode has time limits (its scores are shown with the player's timing setting).
    public var timed: Bool
    /// Whether each player may start this mode only once per day (the daily). The engine
    /// refuses a second start on the same date, counting games that were started and left.
    public var oncePerDay: Bool

    public init(
        id: String, name: String, summary: String, choosesCategory: Bool = true, defaultCount: Int = 10,
        timed: Bool = false, oncePerDay: Bool = false
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.choosesCategory = choosesCategory
        self.defaultCount = defaultCount
        self.timed = timed
        self.oncePerDay = oncePerDay
    }
}

/// What a player does during a game, as plain values.
public enum PlayerAction: Codable, Sendable, Equatable {
    /// An answer: the words typed.
    case answer(String)
    case skip
    /// Asks for the score so far.
    case score
    /// Asks for the time left.
    case time
    /// Asks for more time on a timed question.
    case moreTime
    case pause
    case resume
    /// Ends the game early (already confirmed by the player).
    case quit
    /// The current question again.
    case repeatQuestion
    /// The options again.
    case repeatOptions
}

/// What a mode returns after each step.
public struct ModeOutput: Codable, Sendable, Equatable {
    public var events: [GameEvent]
    /// When the mode next wants `tick`, as time since the game began; `nil` for never.
    public var wakeAt: Duration?
    /// Whether the game has ended.
    public var finished: Bool

    public init(events: [GameEvent] = [], wakeAt: Duration? = nil, finished: Bool = false) {
        self.events = events
        self.wakeAt = wakeAt
        self.finished = finished
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
}
