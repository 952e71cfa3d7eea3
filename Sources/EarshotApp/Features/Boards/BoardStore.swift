import EarshotCore
import EarshotStore
import Foundation

/// Boards, levels and profiles: points summed over players and periods. The boards and
/// levels feature's store.
public protocol BoardStore: Sendable {
    /// Points of completed games matching `query`, summed per player, highest first; equal
    /// points share a rank; banned players are left out.
    func leaderboard(_ query: LeaderboardQuery, playerID: Int64, limit: Int) async throws -> Leaderboard
    /// Total points of every completed game: the level is 1 + this ÷ 100.
    func totalPoints(playerID: Int64) async throws -> Int
    /// The best completed score in each mode, by mode.
    func bestPerMode(playerID: Int64) async throws -> [(mode: String, best: Int)]
    /// The last finished games, newest first.
    func recentGames(playerID: Int64, limit: Int) async throws -> [GameLine]
    /// Games, points, accuracy and the best daily over a period.
    func totals(playerID: Int64, from: String, through: String) async throws -> PeriodTotals
}
