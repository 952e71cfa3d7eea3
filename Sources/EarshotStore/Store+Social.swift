import EarshotCore
import Foundation
import GRDB

extension Store {
    /// A `game` row as a ``GameLine`` (profiles, exports).
    package static func gameLine(_ r: Row) -> GameLine {
        GameLine(
            id: r["id"], mode: r["mode"], categoryID: r["categoryID"], day: r["day"], outcome: r["outcome"], score: r["score"],
            correct: r["correct"], total: r["total"])
    }
}
