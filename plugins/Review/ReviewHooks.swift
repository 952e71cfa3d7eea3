import EarshotCore

/// Review's rules beyond one game: nothing to play when nothing is due, the deck after each
/// review, and the deck in `stats` (due today, learning, mature).
public struct ReviewHooks: ModeHooks {
    public init() {}

    /// A review has no board of its own; the questions differ for every player.
    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) throws -> String? {
        let deck = try context.history.reviewDeck(on: context.today)
        guard deck.due == 0 else { return nil }
        guard deck.total > 0 else {
            return
                "Your review deck is empty. Questions you miss, skip or run out of time on in any game go into it; come back when some are due."
        }
        let next = deck.nextDue.map { " The next one is due on \($0)." } ?? ""
        return "Nothing is due for review today. Your deck has \(Self.cards(deck.total)).\(next)"
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        [Self.line(try context.history.reviewDeck(on: context.today))]
    }

    public func statsLines(_ context: HookContext) throws -> [String] {
        let deck = try context.history.reviewDeck(on: context.today)
        return deck.total == 0 ? [] : [Self.line(deck)]
    }

    /// "Review deck: 3 due today, 5 learning, 2 mature."
    static func line(_ deck: ReviewDeckCounts) -> String {
        var text = "Review deck: \(deck.due) due today, \(deck.learning) learning, \(deck.mature) mature."
        if deck.due == 0, let next = deck.nextDue { text += " Next due on \(next)." }
        return text
    }

    static func cards(_ n: Int) -> String { "\(n) card\(n == 1 ? "" : "s")" }
}
