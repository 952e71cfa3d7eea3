import EarshotCore
import Foundation

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

    /// All the cards in the deck.
    public var total: Int { learning + mature }
}

/// One card of a player's deck as the plugin keeps it (the JSON value of `card/<question id>`
/// in the player's space): the FSRS-6 state, with days as `YYYY-MM-DD`.
public struct ReviewCard: Codable, Sendable, Equatable {
    public var questionID: Int64
    public var stability: Double
    public var difficulty: Double
    public var lastReview: String
    public var due: String
    public var reviews: Int
    public var lapses: Int

    /// What is kept: everything but the question id, which is in the key.
    enum CodingKeys: String, CodingKey { case stability, difficulty, lastReview, due, reviews, lapses }

    public init(questionID: Int64, card: FSRSCard) {
        self.questionID = questionID
        stability = card.stability
        difficulty = card.difficulty
        lastReview = DayNumber.text(card.lastReview)
        due = DayNumber.text(card.due)
        reviews = card.reviews
        lapses = card.lapses
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        questionID = 0
        stability = try c.decode(Double.self, forKey: .stability)
        difficulty = try c.decode(Double.self, forKey: .difficulty)
        lastReview = try c.decode(String.self, forKey: .lastReview)
        due = try c.decode(String.self, forKey: .due)
        reviews = try c.decode(Int.self, forKey: .reviews)
        lapses = try c.decode(Int.self, forKey: .lapses)
    }

    /// The card as the scheduler sees it.
    public var card: FSRSCard? {
        guard let last = DayNumber.from(lastReview), let dueDay = DayNumber.from(due) else { return nil }
        return FSRSCard(stability: stability, difficulty: difficulty, lastReview: last, due: dueDay, reviews: reviews, lapses: lapses)
    }
}

/// A player's review deck, kept in the review plugin's space of that player: one key per card,
/// `card/<question id>`. Every question the player missed, skipped or ran out of time on goes
/// in; FSRS-6 schedules each card again after every answer to it, in any game.
public struct ReviewDeck: Sendable {
    /// Where the cards are kept: the review plugin's space of one player.
    public let storage: any PluginStorage
    /// How many ids are looked up in the bank at a time.
    static let lookupBatch = 100

    public init(_ storage: any PluginStorage) { self.storage = storage }

    /// The key of a question's card.
    public static func key(_ questionID: Int64) -> String { "card/\(questionID)" }

    /// Every card, by question id.
    public func cards() async throws -> [ReviewCard] {
        try await storage.allEntries(prefix: "card/").compactMap { entry in
            guard let id = Int64(entry.key.dropFirst("card/".count)) else { return nil }
            var card = try JSONDecoder().decode(ReviewCard.self, from: Data(entry.value.utf8))
            card.questionID = id
            return card
        }
        .sorted { $0.questionID < $1.questionID }
    }

    /// Notes one answer on `day`: a question missed, skipped or timed out goes in (rated again);
    /// an answer to a question already in the deck reviews it (right is good, wrong again).
    /// Abandoned questions, list questions and generated questions (no store id) are left out.
    public func note(_ answer: AnswerRecord, on day: String, bank: any QuestionLookup, scheduler: FSRS = FSRS()) async throws {
        guard answer.status != .abandoned, let questionID = answer.questionStoreID, let dayNumber = DayNumber.from(day)
        else { return }
        let key = Self.key(questionID)
        let existing = try await storage.decoded(ReviewCard.self, for: key)
        guard existing != nil || !answer.correct else { return }
        if existing == nil {
            guard let kind = try await bank.liveKinds(ids: [questionID])[questionID], kind != .list else { return }
        }
        let card = scheduler.review(existing?.card, rating: .rating(correct: answer.correct), on: dayNumber)
        try await storage.encode(ReviewCard(questionID: questionID, card: card), for: key)
    }

    /// The player's live questions due on or before `day`, the most overdue first (then by id),
    /// at most `limit`.
    public func dueQuestions(on day: String, limit: Int, bank: any QuestionLookup) async throws -> [Question] {
        let due = try await cards().filter { $0.due <= day }.sorted { ($0.due, $0.questionID) < ($1.due, $1.questionID) }
        var out: [Question] = []
        var rest = due.map(\.questionID)[...]
        while out.count < limit, !rest.isEmpty {
            let batch = Array(rest.prefix(Self.lookupBatch))
            rest = rest.dropFirst(batch.count)
            out += try await bank.liveQuestions(ids: batch)
        }
        return Array(out.prefix(limit))
    }

    /// How the deck stands on `day`.
    public func counts(on day: String) async throws -> ReviewDeckCounts {
        let cards = try await cards()
        var counts = ReviewDeckCounts(due: 0, learning: 0, mature: 0)
        for card in cards {
            if card.due <= day { counts.due += 1 }
            if (card.card?.interval ?? 0) >= ReviewDeckCounts.matureInterval { counts.mature += 1 } else { counts.learning += 1 }
        }
        counts.nextDue = cards.map(\.due).filter { $0 > day }.min()
        return counts
    }
}
