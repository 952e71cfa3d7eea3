import GRDB
import Testing

@testable import EarshotStore

/// At every game's end the player hears their place: the completed games of a mode are grouped
/// by player. These check that SQLite does it from an index alone (migration
/// `v9-standing-indexes`), without reading each game's row or sorting, which on a club's
/// thousands of games was a quarter of the server's work (docs/performance.md).
struct StandingIndexTests {
    /// The query plan's details for `sql` (its one argument: a player id).
    func plan(_ sql: String, in store: Store) throws -> [String] {
        try store.read { db in try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1]).map { $0["detail"] as String } }
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
}
