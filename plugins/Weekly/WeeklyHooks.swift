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
        let m = Self.messages(context)
        return m("mode.weekly.refusal", ["first": week.first, "last": week.last, "monday": Self.nextMonday(week, m)])
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        guard let week = ISOWeek(containing: context.setup.date) else { return [] }
        let m = Self.messages(context)
        return try await context.history.periodBoardLines(
            mode: context.mode.id, from: week.first, through: week.last, outcome: outcome, messages: m,
            ranked: { m.plural("mode.weekly.ranked", count: $1, ["rank": String($0)]) },
            left: m("mode.weekly.left"),
            top: { m("mode.weekly.top", ["entries": $0]) })
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        guard let week = ISOWeek(containing: context.today) else { return [] }
        let m = Self.messages(context)
        let started = try await context.history.gamesStarted(mode: context.mode.id, from: week.first, through: week.last)
        return [
            started > 0
                ? m("mode.weekly.stats.taken", ["monday": Self.nextMonday(week, m)])
                : m("mode.weekly.stats.open")
        ]
    }

    /// The words of the player's language.
    static func messages(_ context: HookContext) -> Messages {
        Messages(context.setup.settings.language ?? .en)
    }

    /// The Monday after the week.
    static func nextMonday(_ week: ISOWeek, _ m: Messages = .english) -> String {
        DayNumber.from(week.last).map { DayNumber.text($0 + 1) } ?? m("mode.weekly.next-monday")
    }
}
