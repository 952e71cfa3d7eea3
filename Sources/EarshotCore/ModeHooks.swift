/// A line of a board: a rank, a player and a score.
public struct BoardEntry: Codable, Sendable, Equatable {
    public var rank: Int
    public var player: String
    public var score: Int

    public init(rank: Int, player: String, score: Int) {
        self.rank = rank
        self.player = player
        self.score = score
    }
}

/// A player's place on a board: `rank` is `nil` when they have no completed game on it.
public struct BoardStanding: Codable, Sendable, Equatable {
    public var rank: Int?
    public var players: Int
    public var best: Int?

    public init(rank: Int?, players: Int, best: Int?) {
        self.rank = rank
        self.players = players
        self.best = best
    }
}

/// What mode hooks may read about past games of the current player and the store's boards.
/// Days are local dates, `YYYY-MM-DD`; a period runs from `from` through `through`, both
/// included. The engine implements it over the store; hooks never write.
public protocol GameHistory: Sendable {
    /// Games of `mode` the current player started in the period, finished or not (a game
    /// ended by a crash before any answer does not count).
    func gamesStarted(mode: String, from: String, through: String) async throws -> Int
    /// The best completed score of each player in `mode` over the period, highest first.
    func board(mode: String, from: String, through: String, limit: Int) async throws -> [BoardEntry]
    /// The current player's place on that board.
    func standing(mode: String, from: String, through: String) async throws -> BoardStanding
    /// The current player's review deck on a day (defaulted to an empty deck).
    func reviewDeck(on day: String) async throws -> ReviewDeckCounts
}

/// What a hook is told.
public struct HookContext: Sendable {
    public var setup: GameSetup
    /// The mode's descriptor.
    public var mode: ModeDescriptor
    public var playerName: String
    /// Today, `YYYY-MM-DD` (the local date, or `--today`).
    public var today: String
    public var history: any GameHistory
    /// Seconds until the next local midnight when `today` is the real date (`nil` when the
    /// engine runs on a given date, as tests do). The engine reads the clock; hooks do not.
    public var secondsToMidnight: Int?

    public init(
        setup: GameSetup, mode: ModeDescriptor, playerName: String, today: String, history: any GameHistory,
        secondsToMidnight: Int? = nil
    ) {
        self.setup = setup
        self.mode = mode
        self.playerName = playerName
        self.today = today
        self.history = history
        self.secondsToMidnight = secondsToMidnight
    }
}

/// Rules a mode brings with it that reach beyond one game: whether a player may start it
/// now (the daily: once a day), what the end of a game adds (today's board), what `stats`
/// adds, and what is kept beside a score (the timed mode's timing). Every method has a
/// default that does nothing, so a mode implements only what it needs.
public protocol ModeHooks: Sendable {
    /// Why the player may not start this game now, in plain words, or `nil`.
    func refusal(_ context: HookContext) async throws -> String?
    /// Lines added to the end-of-game summary.
    func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String]
    /// Lines added to `stats`.
    func statsLines(_ context: HookContext) async throws -> [String]
    /// Whether the summary gives the player's best and rank in this mode and category (a
    /// once-a-day mode gives its own board instead).
    var reportsStanding: Bool { get }
    /// A label kept beside this game's score and shown with it (the timed mode: the timing).
    func scoreLabel(_ setup: GameSetup) -> String?
}

extension ModeHooks {
    public func refusal(_ context: HookContext) throws -> String? { nil }
    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] { [] }
    public func statsLines(_ context: HookContext) throws -> [String] { [] }
    public var reportsStanding: Bool { true }
    public func scoreLabel(_ setup: GameSetup) -> String? { nil }
}

/// The hooks of a mode that has none.
public struct NoHooks: ModeHooks {
    public init() {}
}
