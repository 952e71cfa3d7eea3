import EarshotCore
import GRDB

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
}
