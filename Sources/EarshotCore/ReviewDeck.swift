/// Where a game's questions come from.
public enum QuestionPool: String, Codable, Sendable {
    /// The bank (or a generated category), drawn by seed: every mode but review.
    case bank
    /// The current player's review deck: the cards due today, the most overdue first.
    case reviewDue = "review-due"
}

/// How a player's review deck stands on a day: cards due (on or before it), cards still
/// being learnt (last interval under ``ReviewDeckCounts/matureInterval`` days) and mature ones.
public struct ReviewDeckCounts: Codable, Sendable, Equatable {
    /// A card whose last interval is at least this many days is mature (as Anki counts).
    public static let matureInterval = 21
    public var due: Int
    public var learning: Int
    public var mature: Int
    /// The first day a card falls due after today, `YYYY-MM-DD`, if any.
    public var nextDue: String?

    public init(due: Int, learning: Int, mature: Int, nextDue: String? = nil) {
        self.due = due
        self.learning = learning
        self.mature = mature
        self.nextDue = nextDue
    }

    public static let empty = ReviewDeckCounts(due: 0, learning: 0, mature: 0)

    /// All the cards in the deck.
    public var total: Int { learning + mature }
}

extension GameHistory {
    /// The current player's review deck on `day`. Histories without a deck have none.
    public func reviewDeck(on day: String) throws -> ReviewDeckCounts { .empty }
}

extension FSRSRating {
    /// How Earshot rates an answer: right is good, anything else again.
    public static func rating(correct: Bool) -> FSRSRating { correct ? .good : .again }
}
