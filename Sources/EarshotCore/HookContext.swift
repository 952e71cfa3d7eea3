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
}

/// The question bank, as a plugin may read it: the questions it noted by their store ids
/// (``Question/storeID``), as the bank has them now.
public protocol QuestionLookup: Sendable {
    /// The live questions among `ids`, in the order of `ids`: a retired or unknown id is left out.
    func liveQuestions(ids: [Int64]) async throws -> [Question]
    /// The kind of each live question among `ids` (a retired or unknown id has none): for a
    /// plugin that only needs to know whether a question is live and what kind it is, without
    /// reading whole questions (the review deck, after every answer).
    func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind]
}

extension QuestionLookup {
    /// Read through ``liveQuestions(ids:)``, for a lookup that has nothing cheaper.
    public func liveKinds(ids: [Int64]) async throws -> [Int64: QuestionKind] {
        Dictionary(try await liveQuestions(ids: ids).compactMap { q in q.storeID.map { ($0, q.kind) } }) { a, _ in a }
    }
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
    /// The mode's plugin's own data: the player's space and the shared one.
    public var data: PluginData
    /// The question bank, to read the questions the plugin noted.
    public var bank: any QuestionLookup
    /// Seconds until the next local midnight when `today` is the real date (`nil` when the
    /// engine runs on a given date, as tests do). The engine reads the clock; hooks do not.
    public var secondsToMidnight: Int?

    public init(
        setup: GameSetup, mode: ModeDescriptor, playerName: String, today: String, history: any GameHistory,
        data: PluginData, bank: any QuestionLookup, secondsToMidnight: Int? = nil
    ) {
        self.setup = setup
        self.mode = mode
        self.playerName = playerName
        self.today = today
        self.history = history
        self.data = data
        self.bank = bank
        self.secondsToMidnight = secondsToMidnight
    }

    /// The player's language (the engine fills it in), English when it is not set.
    public var language: Language { setup.settings.language ?? .en }
}
