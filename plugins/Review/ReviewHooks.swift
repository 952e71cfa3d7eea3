import EarshotCore

/// Review's rules beyond one game: its questions are the player's cards due today, there is
/// nothing to play when nothing is due, and the deck is said after each review and in `stats`
/// (due today, learning, mature).
public struct ReviewHooks: ModeHooks {
    public init() {}

    /// A review has no board of its own; the questions differ for every player.
    public var reportsStanding: Bool { false }

    public func refusal(_ context: HookContext) async throws -> String? {
        let deck = try await ReviewDeck(context.data.player).counts(on: context.today)
        guard deck.due == 0 else { return nil }
        let w = ReviewPlugin.strings.words(context.language)
        guard deck.total > 0 else { return w("empty") }
        let text = w.plural("nothing-due", count: deck.total)
        return deck.nextDue.map { w("nothing-due.next", ["deck": text, "date": $0]) } ?? text
    }

    /// The cards due on the game's day, the most overdue first, whatever the category.
    public func questions(for request: QuestionRequest, _ context: HookContext) async throws -> [Question]? {
        try await ReviewDeck(context.data.player).dueQuestions(on: context.setup.date, limit: request.count, bank: context.bank)
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        let deck = try await ReviewDeck(context.data.player).counts(on: context.today)
        return [Self.line(deck, ReviewPlugin.strings.words(context.language))]
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        let deck = try await ReviewDeck(context.data.player).counts(on: context.today)
        return deck.total == 0 ? [] : [Self.line(deck, ReviewPlugin.strings.words(context.language))]
    }

    /// "Review deck: 3 due today, 5 learning, 2 mature."
    static func line(_ deck: ReviewDeckCounts, _ w: PluginWords) -> String {
        let text = w("deck", ["due": String(deck.due), "learning": String(deck.learning), "mature": String(deck.mature)])
        guard deck.due == 0, let next = deck.nextDue else { return text }
        return w("deck.next", ["deck": text, "date": next])
    }
}

/// The review plugin's watch over every game: each answer goes to the player's deck (a miss
/// goes in, an answer to a card reviews it), and a session starts by saying how many cards are
/// due today.
public struct ReviewObserver: GameObserver {
    public init() {}

    public func recorded(_ answer: AnswerRecord, _ context: ObserverContext) async throws {
        try await ReviewDeck(context.data.player).note(answer, on: context.day, bank: context.bank)
    }

    public func greeting(_ context: ObserverContext) async throws -> [String] {
        let deck = try await ReviewDeck(context.data.player).counts(on: context.day)
        guard deck.due > 0 else { return [] }
        return [ReviewPlugin.strings.words(context.language).plural("due", count: deck.due)]
    }
}
