import EarshotCore

/// The daily's rules beyond one game: one try a day (a game left early counts), today's board
/// at the end instead of an all-time rank, and a line in `stats`.
public struct DailyHooks: ModeHooks {
    public init() {}

    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) throws -> String? {
        let day = context.setup.date
        guard try context.history.gamesStarted(mode: context.mode.id, from: day, through: day) > 0 else { return nil }
        let name = context.mode.name.lowercased()
        return
            "You have already played today's \(name), \(day). Each player has one try a day, and a game left early counts. \(Self.nextOpening(after: day, context))"
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        let day = context.setup.date
        let name = context.mode.name.lowercased()
        return try context.history.periodBoardLines(
            mode: context.mode.id, from: day, through: day, outcome: outcome,
            ranked: { "On today's \(name) board, \(day): rank \($0) of \($1) player\($1 == 1 ? "" : "s")." },
            left: "You left today's \(name) early, so you are not on today's board, \(day).",
            topTitle: "Top of today's board")
    }

    public func statsLines(_ context: HookContext) throws -> [String] {
        let today = context.today
        let name = context.mode.name.lowercased()
        let started = try context.history.gamesStarted(mode: context.mode.id, from: today, through: today)
        return [
            started > 0
                ? "Today's \(name), \(today): played. \(Self.nextOpening(after: today, context))"
                : "Today's \(name), \(today): not played yet. Type play \(context.mode.id) to play it."
        ]
    }

    /// "The next one opens at midnight, local time, on 2026-11-23, in 3 hours 12 minutes."
    static func nextOpening(after day: String, _ context: HookContext) -> String {
        let next = DayNumber.from(day).map { DayNumber.text($0 + 1) } ?? "tomorrow"
        var text = "The next one opens at midnight, local time, on \(next)"
        if day == context.today, let seconds = context.secondsToMidnight { text += ", in \(Self.words(seconds: seconds))" }
        return text + "."
    }

    /// "3 hours 12 minutes", rounded up to the minute.
    static func words(seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        let (h, m) = (minutes / 60, minutes % 60)
        let hours = "\(h) hour\(h == 1 ? "" : "s")"
        let mins = "\(m) minute\(m == 1 ? "" : "s")"
        return h == 0 ? mins : m == 0 ? hours : "\(hours) \(mins)"
    }
}
