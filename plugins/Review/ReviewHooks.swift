import EarshotCore

/// Review's rules beyond one game: nothing to play when nothing is due, the deck after each
/// review, and the deck in `stats` (due today, learning, mature).
public struct ReviewHooks: ModeHooks {
    public init() {}

    /// A review has no board of its own; the questions differ for every player.
    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) async throws -> String? {
        let deck = try await context.history.reviewDeck(on: context.today)
        guard deck.due == 0 else { return nil }
        let m = Self.messages(context)
        guard deck.total > 0 else { return m("mode.review.empty") }
        let text = m.plural("mode.review.nothing-due", count: deck.total)
        return deck.nextDue.map { m("mode.review.nothing-due.next", ["deck": text, "date": $0]) } ?? text
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        [Self.line(try await context.history.reviewDeck(on: context.today), Self.messages(context))]
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        let deck = try await context.history.reviewDeck(on: context.today)
        return deck.total == 0 ? [] : [Self.line(deck, Self.messages(context))]
    }

    /// The words of the player's language.
    static func messages(_ context: HookContext) -> Messages {
        Messages(context.setup.settings.language ?? .en)
    }

    /// "Review deck: 3 due today, 5 learning, 2 mature."
    static func line(_ deck: ReviewDeckCounts, _ m: Messages = .english) -> String {
        let text = m(
            "mode.review.deck",
            ["due": String(deck.due), "learning": String(deck.learning), "mature": String(deck.mature)])
        guard deck.due == 0, let next = deck.nextDue else { return text }
        return m("mode.review.deck.next", ["deck": text, "date": next])
    }
}
