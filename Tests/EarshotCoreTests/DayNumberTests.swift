import EarshotCore
import Testing

/// `--today` takes only a real date (issue 25: "2026-02-30" became 2026-03-02, and "garbage"
/// played and dropped the review card).
@Suite struct DayNumberTests {
    @Test(arguments: ["2026-11-26", "2024-02-29", "2000-02-29", "1970-01-01", "2026-12-31"])
    func realDates(_ text: String) {
        #expect(DayNumber.isRealDate(text))
    }

    @Test(arguments: [
        "2026-02-30", "2025-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "garbage", "2026-1-5",
        "2026/11/26", " 2026-11-26", "2026-11-26x", "", "२०२६-११-२६", "-001-01-01",
    ])
    func notDates(_ text: String) {
        #expect(!DayNumber.isRealDate(text))
    }

    @Test func aDayPastTheMonthsEndStillCountsOnForStoredDays() {
        #expect(DayNumber.from("2026-02-30") == DayNumber.from("2026-03-02"), "from(_:) itself is lenient")
    }
}
