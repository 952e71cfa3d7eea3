import GRDB
import Testing

@testable import EarshotStore

/// At every game's end the player hears their place: the completed games of a mode are grouped
/// by player. These check that SQLite does it from an index alone (migration
/// `v9-standing-indexes`), without reading each game's row or sorting, which on a club's
/// thousands of games was a quarter of the server's work (docs/performance.md).
struct StandingIndexTests {
    /// The query plan's details for `sql` (by default, its one argument a player id).
    func plan(_ sql: String, _ arguments: StatementArguments = [1], in store: Store) throws -> [String] {
        try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
        }
    }

    @Test func aPlaceOfAllTimeIsReadFromTheStandingIndex() throws {
        let details = try plan(Store.placeSQL("mode = 'classic' AND categoryID IS 'history'"), in: Store())
        #expect(details.contains { $0.contains("COVERING INDEX game_by_standing") }, "\(details)")
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "no sort: \(details)")
    }

    @Test func aPlaceOfOneDayIsReadFromTheDayIndex() throws {
        let details = try plan(Store.placeSQL("mode = 'daily' AND categoryID IS NULL AND day = '2026-11-27'"), in: Store())
        #expect(details.contains { $0.contains("COVERING INDEX game_by_day_standing") }, "\(details)")
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "no sort: \(details)")
    }

    @Test func theBoardsOfADayAndOfAWeekReadOnlyThoseDaysFromTheBoardIndex() throws {
        let store = try Store()
        let boards: [(String, StatementArguments)] = [
            ("g.day = ?", ["daily", "2026-11-27", 5]), ("g.day BETWEEN ? AND ?", ["daily", "2026-11-23", "2026-11-29", 5]),
        ]
        for (days, arguments) in boards {
            let details = try plan(Store.boardSQL(days), arguments, in: store)
            #expect(
                details.contains { $0.contains("COVERING INDEX game_by_day_board (mode=? AND outcome=? AND day") },
                "only the mode's completed games of those days are read: \(details)")
        }
    }

    @Test func aPlaceOverAWeekIsReadFromTheBoardIndex() throws {
        let details = try plan(Store.placeSQL("mode = 'daily' AND day BETWEEN '2026-11-23' AND '2026-11-29'"), in: Store())
        #expect(details.contains { $0.contains("COVERING INDEX game_by_day_board") }, "\(details)")
    }
}
