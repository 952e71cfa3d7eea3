/// Rules a mode brings with it that reach beyond one game: settling its own settings before a
/// game (guess who: which board), whether a player may start it now (the daily: once a day),
/// where its questions come from (review: the player's deck), what the end of a game adds
/// (today's board), what `stats` adds, and what is kept beside a score (the timed mode's
/// timing). Every method has a default that does nothing, so a mode implements only what it
/// needs.
public protocol ModeHooks: Sendable {
    /// Settles the mode's own settings before a game, asking the player through the context's
    /// host if it must. Called at `play MODE` with the words typed after the mode, and again
    /// for every game as it is prepared (without words): it must leave settled settings as
    /// they are.
    func prepare(_ options: inout [String: String], _ context: PrepareContext) async throws -> Preparation
    /// Why the player may not start this game now, in plain words, or `nil`.
    func refusal(_ context: HookContext) async throws -> String?
    /// The game's questions when the mode brings its own (review: the cards due today);
    /// `nil` to draw them from the bank as usual.
    func questions(for request: QuestionRequest, _ context: HookContext) async throws -> [Question]?
    /// Lines added to the end-of-game summary.
    func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String]
    /// Lines added to `stats`.
    func statsLines(_ context: HookContext) async throws -> [String]
    /// Whether the summary gives the player's best and rank in this mode and category (a
    /// once-a-day mode gives its own board instead).
    var reportsStanding: Bool { get }
    /// A label kept beside this game's score and shown with it (the timed mode: the timing).
    func scoreLabel(_ setup: GameSetup) -> String?
    /// A label this mode kept (``scoreLabel(_:)``) in the language of `messages`, for `stats`.
    func scoreLabelText(_ label: String, _ messages: Messages) -> String
}

extension ModeHooks {
    public func prepare(_ options: inout [String: String], _ context: PrepareContext) throws -> Preparation { .ready }
    public func refusal(_ context: HookContext) throws -> String? { nil }
    public func questions(for request: QuestionRequest, _ context: HookContext) throws -> [Question]? { nil }
    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] { [] }
    public func statsLines(_ context: HookContext) throws -> [String] { [] }
    public var reportsStanding: Bool { true }
    public func scoreLabel(_ setup: GameSetup) -> String? { nil }
    public func scoreLabelText(_ label: String, _ messages: Messages) -> String { label }
}

/// The hooks of a mode that has none.
public struct NoHooks: ModeHooks {
    public init() {}
}
