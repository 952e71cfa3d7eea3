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

    func reviewDeck(on day: String) async throws -> ReviewDeckCounts {
        try await store.reviewDeck(playerID: playerID, day: day)
    }
}

extension SessionEnvironment {
    /// What a hook of `entry` is told about a game of `player`.
    func hookContext(_ entry: PluginRegistry.ModeEntry, setup: GameSetup, player: Player) -> HookContext {
        HookContext(
            setup: setup, mode: entry.descriptor, playerName: player.name, today: options.currentDay,
            history: StoreHistory(store: store, playerID: player.id),
            secondsToMidnight: options.followsClock ? Self.secondsToLocalMidnight() : nil)
    }

    /// Seconds from now to the next local midnight.
    static func secondsToLocalMidnight(from now: Date = Date()) -> Int {
        let calendar = Calendar.current
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        return max(0, Int(midnight.timeIntervalSince(now).rounded(.up)))
    }
}
