import EarshotCore

/// How the timed mode scores, as Kahoot does: speed points for a right answer, and a bonus for
/// right answers in a row.
public enum TimedScoring {
    /// The points for a right answer after `used` of a `limit`: `round(1000 × (1 − (t/T)/2))`,
    /// so 1000 at once, 750 at half time and 500 at the limit. Time beyond the limit (after
    /// `more time`) counts as the limit, so asking for more time never raises the points.
    public static func speedPoints(used: Duration, limit: Duration) -> Int {
        guard limit > .zero else { return 500 }
        let fraction = min(max(used.seconds / limit.seconds, 0), 1)
        return Int((1000 * (1 - fraction / 2)).rounded())
    }

    /// The bonus for the `streak`-th right answer in a row: 100 for each after the first, at
    /// most 500.
    public static func streakBonus(streak: Int) -> Int {
        min(max(streak - 1, 0) * 100, 500)
    }

    /// The points for a right answer with time limits off: speed earns nothing, so every
    /// right answer earns the most, as if it came at once.
    public static let untimedPoints = 1000

    /// The words said after "Correct! +N points." explaining the points: nothing with time
    /// limits off, unless there is a bonus.
    public static func note(
        speed: Int, bonus: Int, streak: Int, timed: Bool = true, _ words: PluginWords = TimedPlugin.strings.words(.en)
    ) -> String? {
        guard timed else { return bonus > 0 ? words("note.streak", ["bonus": String(bonus), "streak": String(streak)]) : nil }
        guard bonus > 0 else { return words("note.speed", ["speed": String(speed)]) }
        return words("note.bonus", ["speed": String(speed), "bonus": String(bonus), "streak": String(streak)])
    }
}
