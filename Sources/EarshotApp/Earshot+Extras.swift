import EarshotCore
import EarshotStore
import Foundation

extension Earshot {
    /// Why this game may not start, or `nil`. A once-a-day mode (the daily) is refused when the
    /// player has already started it on this date: the game row is written when a game starts,
    /// so leaving and starting again does not give a second try.
    func gateRefusal(entry: PluginRegistry.ModeEntry, setup: GameSetup) -> String? {
        guard entry.descriptor.oncePerDay else { return nil }
        let started = (try? store.gamesStarted(playerID: player.id!, mode: entry.descriptor.id, day: setup.date)) ?? 0
        guard started > 0 else { return nil }
        let name = entry.descriptor.name.lowercased()
        return
            "You have already played today's \(name), \(setup.date). Each player has one try a day, and a game left early counts. \(nextOpening(after: setup.date))"
    }

    /// "The next one opens at midnight, local time, on 2026-11-23, in 3 hours 12 minutes."
    func nextOpening(after day: String) -> String {
        let next = DayNumber.from(day).map { DayNumber.text($0 + 1) } ?? "tomorrow"
        var text = "The next one opens at midnight, local time, on \(next)"
        if day == AppOptions.localDate() { text += ", in \(Self.untilLocalMidnight())" }
        return text + "."
    }

    /// The time from now to the next local midnight, in words.
    static func untilLocalMidnight(from now: Date = Date()) -> String {
        let calendar = Calendar.current
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        let minutes = max(1, Int((midnight.timeIntervalSince(now) / 60).rounded(.up)))
        let (h, m) = (minutes / 60, minutes % 60)
        let hours = "\(h) hour\(h == 1 ? "" : "s")"
        let mins = "\(m) minute\(m == 1 ? "" : "s")"
        return h == 0 ? mins : m == 0 ? hours : "\(hours) \(mins)"
    }

    /// Lines added to the end-of-game summary: the day's board for a once-a-day mode, then
    /// the streak.
    func summaryExtras(entry: PluginRegistry.ModeEntry, setup: GameSetup, outcome: GameOutcome) -> [String] {
        var lines: [String] = []
        if entry.descriptor.oncePerDay { lines += boardLines(entry: entry, day: setup.date, outcome: outcome) }
        return lines + streakLines()
    }

    /// The player's rank on the day's board, and the top of the board.
    func boardLines(entry: PluginRegistry.ModeEntry, day: String, outcome: GameOutcome) -> [String] {
        let name = entry.descriptor.name.lowercased()
        guard let standing = try? store.standing(playerID: player.id!, mode: entry.descriptor.id, categoryID: nil, day: day),
            let board = try? store.board(mode: entry.descriptor.id, day: day, limit: 5)
        else { return [] }
        var lines: [String] = []
        if outcome == .completed, let rank = standing.rank {
            lines.append("On today's \(name) board, \(day): rank \(rank) of \(standing.players) player\(standing.players == 1 ? "" : "s").")
        } else {
            lines.append("You left today's \(name) early, so you are not on today's board, \(day).")
        }
        if !board.isEmpty {
            let top = board.map { "\($0.rank). \($0.player), \($0.score) points" }.joined(separator: "; ")
            lines.append("Top of today's board: \(top).")
        }
        return lines
    }

    /// Lines added to `stats`: the streak, timed bests beside their timing, and today's daily.
    func extraStats() -> [String] {
        var lines = streakLines()
        let names = categoryNames()
        for t in (try? store.timingBests(playerID: player.id!)) ?? [] {
            let mode = registry.mode(t.mode)?.descriptor.name ?? t.mode
            let category = t.categoryID.flatMap { names[$0] } ?? t.categoryName
            lines.append("\(mode), \(category), timing \(t.timing): best \(t.best) points.")
        }
        let today = options.currentDay
        for entry in registry.modes where entry.descriptor.oncePerDay {
            let name = entry.descriptor.name.lowercased()
            let started = (try? store.gamesStarted(playerID: player.id!, mode: entry.descriptor.id, day: today)) ?? 0
            lines.append(
                started > 0
                    ? "Today's \(name), \(today): played. \(nextOpening(after: today))"
                    : "Today's \(name), \(today): not played yet. Type play \(entry.descriptor.id) to play it.")
        }
        return lines
    }

    func streakLines() -> [String] {
        guard let days = try? store.daysPlayed(playerID: player.id!) else { return [] }
        let s = Streaks.compute(days: days, today: options.currentDay)
        guard s.longest > 0 else { return [] }
        return ["Streak: \(s.current) day\(s.current == 1 ? "" : "s") in a row. Longest: \(s.longest) day\(s.longest == 1 ? "" : "s")."]
    }
}
