import Foundation

/// One line of a day's board for a mode.
public struct BoardLine: Sendable, Equatable {
    public var rank: Int
    public var player: String
    public var score: Int

    public init(rank: Int, player: String, score: Int) {
        self.rank = rank
        self.player = player
        self.score = score
    }
}

/// A player's best score in a timed mode with one timing setting.
public struct TimingBest: Sendable, Equatable {
    public var mode: String
    public var categoryID: String?
    public var categoryName: String
    /// The timing the games were played with, as recorded (for example `standard`).
    public var timing: String
    public var best: Int

    public init(mode: String, categoryID: String? = nil, categoryName: String, timing: String, best: Int) {
        self.mode = mode
        self.categoryID = categoryID
        self.categoryName = categoryName
        self.timing = timing
        self.best = best
    }
}

/// Which games a leaderboard counts.
public struct LeaderboardQuery: Sendable, Equatable {
    /// The period's first and last local days, both included; `nil` for all time.
    public var from: String?
    public var through: String?
    public var mode: String?
    public var categoryID: String?
    /// Only these players (the friends board), or everyone.
    public var playerIDs: [Int64]?

    public init(from: String? = nil, through: String? = nil, mode: String? = nil, categoryID: String? = nil, playerIDs: [Int64]? = nil) {
        self.from = from
        self.through = through
        self.mode = mode
        self.categoryID = categoryID
        self.playerIDs = playerIDs
    }
}

/// A leaderboard: the top lines and the asking player's own place, even outside the top.
public struct Leaderboard: Sendable, Equatable {
    public var top: [BoardEntry]
    /// The player's place: rank `nil` when they have no points on this board.
    public var mine: BoardStanding

    public init(top: [BoardEntry], mine: BoardStanding) {
        self.top = top
        self.mine = mine
    }
}

/// One finished game, as a profile or an export lists it.
public struct GameLine: Sendable, Equatable, Codable {
    public var id: Int64
    public var mode: String
    public var categoryID: String?
    public var day: String
    public var outcome: String
    public var score: Int
    public var correct: Int
    public var total: Int

    public init(id: Int64, mode: String, categoryID: String? = nil, day: String, outcome: String, score: Int, correct: Int, total: Int) {
        self.id = id
        self.mode = mode
        self.categoryID = categoryID
        self.day = day
        self.outcome = outcome
        self.score = score
        self.correct = correct
        self.total = total
    }
}

/// A player's totals over a period (or all time).
public struct PeriodTotals: Sendable, Equatable {
    public var games: Int
    public var points: Int
    public var correct: Int
    public var answered: Int
    /// The best daily score in the period, if any.
    public var bestDaily: Int?

    public init(games: Int, points: Int, correct: Int, answered: Int, bestDaily: Int? = nil) {
        self.games = games
        self.points = points
        self.correct = correct
        self.answered = answered
        self.bestDaily = bestDaily
    }
}

/// A player's standing for one mode and category.
public struct Standing: Sendable, Equatable {
    /// The player's best completed score, or `nil` before any.
    public var best: Int?
    /// The player's rank by best score among all players, 1 for the top.
    public var rank: Int?
    /// How many players have a completed score here.
    public var players: Int

    public init(best: Int?, rank: Int?, players: Int) {
        self.best = best
        self.rank = rank
        self.players = players
    }
}

/// One line of a player's statistics.
public struct CategoryStats: Sendable, Equatable {
    public var mode: String
    public var categoryID: String?
    public var categoryName: String
    public var games: Int
    public var correct: Int
    public var answered: Int
    public var best: Int

    public init(mode: String, categoryID: String? = nil, categoryName: String, games: Int, correct: Int, answered: Int, best: Int) {
        self.mode = mode
        self.categoryID = categoryID
        self.categoryName = categoryName
        self.games = games
        self.correct = correct
        self.answered = answered
        self.best = best
    }
}

/// A player's statistics.
public struct PlayerStats: Sendable, Equatable {
    public var games: Int
    public var completed: Int
    public var correct: Int
    public var answered: Int
    public var lines: [CategoryStats]

    public init(games: Int, completed: Int, correct: Int, answered: Int, lines: [CategoryStats]) {
        self.games = games
        self.completed = completed
        self.correct = correct
        self.answered = answered
        self.lines = lines
    }
}
