import EarshotCore
import EarshotStore
import Foundation
import Timed

extension Session {
    /// Lines added to `stats`: the streak, timed bests beside their timing, and each mode's
    /// own lines (the daily: played today or not).
    func extraStats() async -> [String] {
        var lines = await streakLines()
        let names = await categoryNames()
        for t in (try? await store.timingBests(playerID: player.id!)) ?? [] {
            let mode = registry.mode(t.mode)?.descriptor.displayName(messages) ?? t.mode
            let category = t.categoryID.flatMap { names[$0] } ?? t.categoryName
            let timing = TimedHooks.timingText(t.timing, messages)
            lines.append(messages("stats.timing", ["mode": mode, "category": category, "timing": timing, "best": String(t.best)]))
        }
        for entry in registry.modes {
            let setup = GameSetup(
                modeID: entry.descriptor.id, categoryID: nil, count: nil, seed: 0, date: options.currentDay, settings: effectiveSettings)
            lines += (try? await entry.hooks.statsLines(hookContext(entry, setup: setup))) ?? []
        }
        return lines
    }

    func streakLines(for player: PlayerRecord? = nil) async -> [String] {
        guard let days = try? await store.daysPlayed(playerID: (player ?? self.player).id!) else { return [] }
        let s = Streaks.compute(days: days, today: options.currentDay)
        guard s.longest > 0 else { return [] }
        let m = messages
        return [
            m("stats.streak", ["current": m.plural("stats.days", count: s.current), "longest": m.plural("stats.days", count: s.longest)])
        ]
    }
}
