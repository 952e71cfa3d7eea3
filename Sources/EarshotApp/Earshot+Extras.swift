import EarshotCore
import EarshotStore

extension Earshot {
    /// Why this game may not start (for example, a daily already played), or `nil`.
    func gateRefusal(entry: PluginRegistry.ModeEntry, setup: GameSetup) -> String? {
        nil
    }

    /// Lines added to the end-of-game summary: the streak.
    func summaryExtras(entry: PluginRegistry.ModeEntry, setup: GameSetup, outcome: GameOutcome) -> [String] {
        streakLines()
    }

    /// Lines added to `stats`.
    func extraStats() -> [String] {
        streakLines()
    }

    func streakLines() -> [String] {
        guard let days = try? store.daysPlayed(playerID: player.id!) else { return [] }
        let s = Streaks.compute(days: days, today: options.today)
        guard s.longest > 0 else { return [] }
        return ["Streak: \(s.current) day\(s.current == 1 ? "" : "s") in a row. Longest: \(s.longest) day\(s.longest == 1 ? "" : "s")."]
    }
}
