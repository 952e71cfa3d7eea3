import EarshotCore
import Foundation
import GRDB

/// One finished game, as a profile or an export lists it.
public struct GameLine: Sendable, Equatable, Codable {
    public var id: Int64
    public var mode: String
    public var categoryID: String?
    public var day: String
    public var outcome: String
    public var score: Int
    public var correct: Int
    public var total: Int
}

/// A player's totals over a period (or all time).
public struct PeriodTotals: Sendable, Equatable {
    public var games: Int
    public var points: Int
    public var correct: Int
    public var answered: Int
    /// The best daily score in the period, if any.
    public var bestDaily: Int?
}

extension Store {
    /// A `game` row as a ``GameLine`` (profiles, exports).
    package static func gameLine(_ r: Row) -> GameLine {
        GameLine(
            id: r["id"], mode: r["mode"], categoryID: r["categoryID"], day: r["day"], outcome: r["outcome"], score: r["score"],
            correct: r["correct"], total: r["total"])
    }
}
