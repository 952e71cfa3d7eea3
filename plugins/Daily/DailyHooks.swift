import EarshotCore

/// The daily's rules beyond one game: one try a day (a game left early counts), today's board
/// at the end instead of an all-time rank, and a line in `stats`.
public struct DailyHooks: ModeHooks {
    public init() {}

    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) async throws -> String? {
        let day = context.setup.date
        guard try await context.history.gamesStarted(mode: context.mode.id, from: day, through: day) > 0 else { return nil }
        let w = Self.words(context)
        return w("refusal", ["name": Self.name(context), "day": day, "next": Self.nextOpening(after: day, context)])
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        let day = context.setup.date
        let name = Self.name(context)
        let w = Self.words(context)
        return try await context.history.periodBoardLines(
            mode: context.mode.id, from: day, through: day, outcome: outcome, messages: w.messages,
            ranked: { w.plural("ranked", count: $1, ["name": name, "day": day, "rank": String($0)]) },
            left: w("left", ["name": name, "day": day]),
            top: { w("top", ["entries": $0]) })
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        let today = context.today
        let name = Self.name(context)
        let w = Self.words(context)
        let started = try await context.history.gamesStarted(mode: context.mode.id, from: today, through: today)
        return [
            started > 0
                ? w("stats.played", ["name": name, "day": today, "next": Self.nextOpening(after: today, context)])
                : w("stats.open", ["name": name, "day": today, "id": context.mode.id])
        ]
    }

    /// The plugin's words in the player's language.
    static func words(_ context: HookContext) -> PluginWords {
        DailyPlugin.strings.words(context.language)
    }

    /// The mode's name inside a sentence: "daily".
    static func name(_ context: HookContext) -> String {
        context.mode.displayName(words(context).messages).lowercased()
    }

    /// "The next one opens at midnight, local time, on 2026-11-23, in 3 hours 12 minutes."
    static func nextOpening(after day: String, _ context: HookContext) -> String {
        let w = words(context)
        let next = DayNumber.from(day).map { DayNumber.text($0 + 1) } ?? w("tomorrow")
        if day == context.today, let seconds = context.secondsToMidnight {
            return w("next.in", ["date": next, "wait": Self.words(seconds: seconds, w.messages)])
        }
        return w("next", ["date": next])
    }

    /// "3 hours 12 minutes", rounded up to the minute.
    static func words(seconds: Int, _ m: Messages = .english) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        let (h, mm) = (minutes / 60, minutes % 60)
        let hours = m.plural("mode.time.hours", count: h)
        let mins = m.plural("mode.time.minutes", count: mm)
        return h == 0 ? mins : mm == 0 ? hours : m("mode.time.hours.minutes", ["hours": hours, "minutes": mins])
    }
}
