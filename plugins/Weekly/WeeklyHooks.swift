import EarshotCore

/// The weekly challenge's rules beyond one game: one attempt per ISO week (a game left early
/// counts), the week's board at the end instead of an all-time rank, and a line in `stats`.
public struct WeeklyHooks: ModeHooks {
    public init() {}

    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) async throws -> String? {
        guard let week = ISOWeek(containing: context.setup.date),
            try await context.history.gamesStarted(mode: context.mode.id, from: week.first, through: week.last) > 0
        else { return nil }
        let w = Self.words(context)
        return w("refusal", ["first": week.first, "last": week.last, "monday": Self.nextMonday(week, w)])
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        guard let week = ISOWeek(containing: context.setup.date) else { return [] }
        let w = Self.words(context)
        return try await context.history.periodBoardLines(
            mode: context.mode.id, from: week.first, through: week.last, outcome: outcome, messages: w.messages,
            ranked: { w.plural("ranked", count: $1, ["rank": String($0)]) },
            left: w("left", ["monday": Self.nextMonday(week, w)]),
            top: { w("top", ["entries": $0]) })
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        guard let week = ISOWeek(containing: context.today) else { return [] }
        let w = Self.words(context)
        let started = try await context.history.gamesStarted(mode: context.mode.id, from: week.first, through: week.last)
        return [started > 0 ? w("stats.taken", ["monday": Self.nextMonday(week, w)]) : w("stats.open")]
    }

    /// The plugin's words in the player's language.
    static func words(_ context: HookContext) -> PluginWords {
        WeeklyPlugin.strings.words(context.language)
    }

    /// The Monday after the week.
    static func nextMonday(_ week: ISOWeek, _ w: PluginWords = WeeklyPlugin.strings.words(.en)) -> String {
        DayNumber.from(week.last).map { DayNumber.text($0 + 1) } ?? w("next-monday")
    }
}
