import EarshotCore
import EarshotStore
import Foundation

extension Boards {
    /// `stats`: the player's games, accuracy and best scores by mode and category, their
    /// streak, timed bests beside their timing, and each mode's own lines.
    func stats(_ io: any SessionIO) async -> AppEvent {
        let m = io.messages
        let player = io.player
        do {
            let s = try await store.stats(playerID: player.id)
            guard s.games > 0 else { return .info(m("stats.none", ["name": player.name])) }
            let accuracy = s.answered == 0 ? 0 : Int((Double(s.correct) / Double(s.answered) * 100).rounded())
            let total = m(
                "stats.total",
                [
                    "games": String(s.games), "completed": String(s.completed), "accuracy": String(accuracy),
                    "correct": String(s.correct), "answered": String(s.answered),
                ])
            let names = await categories.names(m)  // generated categories are not in the store
            var lines: [String] = []
            var rows: [[String]] = []
            for l in s.lines {
                let acc = l.answered == 0 ? 0 : Int((Double(l.correct) / Double(l.answered) * 100).rounded())
                let mode = registry.mode(l.mode)?.descriptor.name ?? l.mode
                let category = l.categoryID.flatMap { names[$0] } ?? l.categoryName
                lines.append(
                    m(
                        "stats.line",
                        [
                            "mode": mode, "category": category, "games": m.plural("stats.games", count: l.games),
                            "accuracy": String(acc), "best": String(l.best),
                        ]))
                rows.append([mode, category, String(l.games), "\(acc)%", String(l.best)])
            }
            let columns = [
                "stats.column.mode", "stats.column.category", "stats.column.games", "stats.column.accuracy", "stats.column.best",
            ]
            .map { m($0) }
            return .table(
                TableView(
                    title: m("stats.title", ["name": player.name]), intro: [total], columns: columns, rows: rows, lines: lines,
                    notes: await extraLines(player, names: names, m)))
        } catch {
            return .error("\(error)")
        }
    }

    /// Lines added to `stats`: the streak, timed bests beside their timing, and each mode's
    /// own lines (the daily: played today or not).
    private func extraLines(_ player: Player, names: [String: String], _ m: Messages) async -> [String] {
        var lines = await streakLines(for: player, m)
        for t in (try? await store.timingBests(playerID: player.id)) ?? [] {
            let entry = registry.mode(t.mode)
            let mode = entry?.descriptor.displayName(m) ?? t.mode
            let category = t.categoryID.flatMap { names[$0] } ?? t.categoryName
            let timing = entry?.hooks.scoreLabelText(t.timing, m) ?? t.timing
            lines.append(m("stats.timing", ["mode": mode, "category": category, "timing": timing, "best": String(t.best)]))
        }
        var settings = player.settings
        settings.language = m.language
        for entry in registry.modes {
            let setup = GameSetup(
                modeID: entry.descriptor.id, categoryID: nil, count: nil, seed: 0, date: environment.options.currentDay,
                settings: settings)
            lines += (try? await entry.hooks.statsLines(environment.hookContext(entry, setup: setup, player: player))) ?? []
        }
        return lines
    }

    /// The player's streak, said in `stats` and after each game.
    public func streakLines(for player: Player, _ m: Messages) async -> [String] {
        guard let days = try? await store.daysPlayed(playerID: player.id) else { return [] }
        let s = Streaks.compute(days: days, today: environment.options.currentDay)
        guard s.longest > 0 else { return [] }
        return [
            m("stats.streak", ["current": m.plural("stats.days", count: s.current), "longest": m.plural("stats.days", count: s.longest)])
        ]
    }
}
