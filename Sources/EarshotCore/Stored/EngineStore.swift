import Foundation

/// Everything a session and its game runner ask of a store, as one protocol with two
/// implementations: `Store` (SQLite through GRDB, embedded, the default for one player) and
/// `PostgresStore` (PostgreSQL through PostgresNIO, for a club server shared by many).
///
/// The requirements are `async` because a networked store waits on the network; the SQLite
/// store meets them with its synchronous methods. Sessions hold `any GameStore`, chosen once
/// where the program starts (`earshot` opens SQLite; `earshot serve` opens either).
public protocol EngineStore: Sendable {
    // Players
    /// The player with this name (any case), created on first use.
    func player(named name: String) async throws -> Player
    /// Saves a player's settings.
    func save(_ settings: PlayerSettings, for playerID: Int64) async throws
    /// All player names, in order, without regard to case.
    func playerNames() async throws -> [String]

    // The question bank
    /// The content hash of the pack stored under `id`, if any.
    func packHash(_ id: String) async throws -> String?
    /// Loads a pack in one transaction; questions no longer in it are retired.
    func install(_ pack: Pack) async throws -> PackInstallResult
    /// Adds questions not already in the bank, all or none.
    func add(_ questions: [Question], categories: [Category], source: String) async throws -> PackInstallResult
    /// Every category with at least one question, with counts, by name.
    func categories() async throws -> [CategorySummary]
    /// Every category of the bank, without counts, in no set order: for naming them (each
    /// game's start asks), cheaper than ``categories()``. It may hold categories with no
    /// question left.
    func categoryList() async throws -> [Category]
    /// Every live question of a category (or all), in the order stored.
    func questions(in categoryID: String?) async throws -> [Question]
    /// Draws a game's questions; the same seed over the same bank gives the same questions.
    func draw(_ request: QuestionRequest) async throws -> [Question]

    // Games
    /// Records the start of a game; returns its id.
    func beginGame(playerID: Int64, setup: GameSetup, total: Int, timing: String?) async throws -> Int64
    /// Records one answer, before the player hears the verdict.
    func record(_ answer: AnswerRecord, gameID: Int64) async throws
    /// Records the end of a game; an abandoned game keeps no points.
    func finishGame(_ gameID: Int64, outcome: GameOutcome, status: ScoreStatus, seconds: Double) async throws

    // Standings, boards and statistics
    func standing(playerID: Int64, mode: String, categoryID: String?, day: String?) async throws -> Standing
    func stats(playerID: Int64) async throws -> PlayerStats
    func daysPlayed(playerID: Int64) async throws -> [String]
    func gamesStarted(playerID: Int64, mode: String, day: String) async throws -> Int
    func board(mode: String, day: String, limit: Int) async throws -> [BoardLine]
    func timingBests(playerID: Int64) async throws -> [TimingBest]
    func gamesStarted(playerID: Int64, mode: String, from: String, through: String) async throws -> Int
    func board(mode: String, from: String, through: String, limit: Int) async throws -> [BoardEntry]
    func standing(playerID: Int64, mode: String, from: String, through: String) async throws -> BoardStanding
    /// Closes the games a crash left playing: abandoned, answers kept, marked interrupted.
    /// A server calls it once at start (with one server per store).
    func closeInterruptedGames() async throws -> Int

    /// The player record with this id.
    func player(id: Int64) async throws -> Player?

    // Store settings
    func setting(_ key: String) async throws -> String?
    func setSetting(_ key: String, _ value: String) async throws
}
