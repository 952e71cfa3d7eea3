// Plugins this file needs: Classic, Arithmetic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@Suite("Streaks")
struct StreakTests {
    @Test(
        "Streaks from days played",
        arguments: [
            ([String](), "2026-11-22", 0, 0),
            (["2026-11-22"], "2026-11-22", 1, 1),
            (["2026-11-21"], "2026-11-22", 1, 1),  // not yet played today: the streak still stands
            (["2026-11-20"], "2026-11-22", 0, 1),
            (["2026-11-22", "2026-11-20", "2026-11-21", "2026-11-21"], "2026-11-22", 3, 3),
            (["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-21", "2026-11-22"], "2026-11-22", 2, 4),
            (["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-01", 3, 3),  // a leap day
            (["2025-12-31", "2026-01-01"], "2026-01-02", 2, 2),  // across a new year
            (["2026-11-22", "not a day"], "2026-11-22", 1, 1),
        ])
    func compute(days: [String], today: String, current: Int, longest: Int) {
        #expect(Streaks.compute(days: days, today: today) == Streaks(current: current, longest: longest))
    }

    @Test("Day numbers round-trip and count real calendar days")
    func dayNumbers() {
        #expect(DayNumber.from("1970-01-01") == 0)
        #expect(DayNumber.from("2024-03-01")! - DayNumber.from("2024-02-28")! == 2)
        #expect(DayNumber.from("2023-03-01")! - DayNumber.from("2023-02-28")! == 1)
        for day in ["2026-11-22", "2000-02-29", "1999-12-31", "2100-03-01"] {
            #expect(DayNumber.text(DayNumber.from(day)!) == day)
        }
        #expect(DayNumber.from("2026-13-01") == nil)
    }

    @Test("A fixed date stays fixed; a date that follows the clock is the local date now")
    func currentDay() {
        var options = AppOptions(databasePath: ":memory:", playerName: nil, today: "2001-02-03", color: false, interactive: false)
        #expect(options.currentDay == "2001-02-03")
        options.followsClock = true
        #expect(options.currentDay == AppOptions.localDate())
        #expect(options.currentDay != "2001-02-03")
    }

    @Test("The day kept between calls changes at local midnight, and follows a clock set back")
    func theDayKeptChangesAtMidnight() {
        let calendar = Calendar.current
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: Date(timeIntervalSince1970: 1_900_000_000)))!
        let before = midnight.addingTimeInterval(-0.5), after = midnight.addingTimeInterval(0.5)
        #expect(AppOptions.localDay(before) == AppOptions.localDate(before))
        #expect(AppOptions.localDay(before.addingTimeInterval(0.25)) == AppOptions.localDate(before), "kept, the same day")
        #expect(AppOptions.localDay(after) == AppOptions.localDate(after), "a new day at midnight")
        #expect(AppOptions.localDate(after) != AppOptions.localDate(before))
        #expect(AppOptions.localDay(before) == AppOptions.localDate(before), "a clock set back is heard")
        #expect(AppOptions.localDay() == AppOptions.localDate())
    }

    /// Plays one finished (or, with no lines, abandoned) one-question game on `day`.
    func play(_ store: Store, on day: String, lines: [String] = ["skip"]) async throws -> String {
        let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: store, player: "Sam", today: day)
        #expect(await GamePlay(t.app).runScripted(mode: "classic", category: "arithmetic-easy", count: 1, seed: 3))
        return t.output.text
    }

    func stats(_ store: Store, on day: String) async throws -> String {
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry(), store: store, player: "Sam", today: day)
        await t.app.perform(command: "stats")
        return t.output.text
    }

    @Test("Games on injected days build the streak shown after each game and in stats")
    func acrossDays() async throws {
        let store = try Store()
        #expect(try await play(store, on: "2026-11-20").contains("Streak: 1 day in a row. Longest: 1 day."))
        #expect(try await play(store, on: "2026-11-21").contains("Streak: 2 days in a row. Longest: 2 days."))
        _ = try await play(store, on: "2026-11-21")  // a second game the same day adds nothing
        #expect(try await play(store, on: "2026-11-22").contains("Streak: 3 days in a row. Longest: 3 days."))
        #expect(try await stats(store, on: "2026-11-23").contains("Streak: 3 days in a row. Longest: 3 days."))
        #expect(try await stats(store, on: "2026-11-24").contains("Streak: 0 days in a row. Longest: 3 days."))
        // A game left early does not count.
        #expect(try await play(store, on: "2026-11-24", lines: []).contains("Streak: 0 days in a row. Longest: 3 days."))
        #expect(try await play(store, on: "2026-11-25").contains("Streak: 1 day in a row. Longest: 3 days."))
    }
}
