import EarshotCore

/// The weekly challenge's rules beyond one game: one attempt per ISO week (a game left early
/// counts), the week's board at the end instead of an all-time rank, and a line in `stats`.
public struct WeeklyHooks: ModeHooks {
    public init() {}

    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) throws -> String? {
        guard let week = ISOWeek(containing: context.setup.date),
            try context.history.gamesStarted(mode: context.mode.id, from: week.first, through: week.last) > 0
        else { return nil }
        return
            "You have already taken this week's challenge, the week of \(week.first) to \(week.last). Each player has one attempt a week, and a game left early counts. A new one opens on Monday, \(Self.nextMonday(week))."
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        guard let week = ISOWeek(containing: context.setup.date) else { return [] }
        return try context.history.periodBoardLines(
            mode: context.mode.id, from: week.first, through: week.last, outcome: outcome,
            ranked: { "On this week's challenge board: rank \($0) of \($1) player\($1 == 1 ? "" : "s")." },
            left: "You left this week's challenge early, so you are not on its board.",
            topTitle: "Top of this week's challenge")
    }

    public func statsLines(_ context: HookContext) throws -> [String] {
        guard let week = ISOWeek(containing: context.today) else { return [] }
        let started = try context.history.gamesStarted(mode: context.mode.id, from: week.first, through: week.last)
        return [
            started > 0
                ? "This week's challenge: taken. A new one opens on Monday, \(Self.nextMonday(week))."
                : "This week's challenge: not taken yet. Type play weekly to take it."
        ]
    }

    /// The Monday after the week.
    static func nextMonday(_ week: ISOWeek) -> String {
        DayNumber.from(week.last).map { DayNumber.text($0 + 1) } ?? "next Monday"
    }
}
