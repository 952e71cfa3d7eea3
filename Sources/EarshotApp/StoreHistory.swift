import EarshotCore
import EarshotStore
import Foundation

/// The store as mode hooks see it: read-only, for one player.
struct StoreHistory: GameHistory {
    let store: any GameStore
    let playerID: Int64

    func gamesStarted(mode: String, from: String, through: String) async throws -> Int {
        try await store.gamesStarted(playerID: playerID, mode: mode, from: from, through: through)
    }

    func board(mode: String, from: String, through: String, limit: Int) async throws -> [BoardEntry] {
        try await store.board(mode: mode, from: from, through: through, limit: limit)
    }

    func standing(mode: String, from: String, through: String) async throws -> BoardStanding {
        try await store.standing(playerID: playerID, mode: mode, from: from, through: through)
    }
}
