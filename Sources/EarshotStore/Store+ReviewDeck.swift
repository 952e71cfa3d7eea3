import EarshotCore
import GRDB

/// One card of a player's review deck, as stored: the question, and its FSRS-6 state with
/// days as `YYYY-MM-DD`.
public struct ReviewCardRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "reviewCard"
    public var playerID: Int64
    public var questionID: Int64
    public var stability: Double
    public var difficulty: Double
    public var lastReview: String
    public var due: String
    public var reviews: Int
    public var lapses: Int

    /// The card as the scheduler sees it.
    public var card: FSRSCard? {
        guard let last = DayNumber.from(lastReview), let dueDay = DayNumber.from(due) else { return nil }
        return FSRSCard(
            stability: stability, difficulty: difficulty, lastReview: last, due: dueDay, reviews: reviews, lapses: lapses)
    }

    init(playerID: Int64, questionID: Int64, card: FSRSCard) {
        self.playerID = playerID
        self.questionID = questionID
        stability = card.stability
        difficulty = card.difficulty
        lastReview = DayNumber.text(card.lastReview)
        due = DayNumber.text(card.due)
        reviews = card.reviews
        lapses = card.lapses
    }
}

extension Store {
    /// The review deck's table (issue 11): one row per player and question.
    static func registerReviewDeck(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("review-deck") { db in
            try db.create(table: "reviewCard") { t in
                t.column("playerID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("questionID", .integer).notNull().references("question", onDelete: .cascade)
                t.column("stability", .double).notNull()
                t.column("difficulty", .double).notNull()
                t.column("lastReview", .text).notNull()
                t.column("due", .text).notNull()
                t.column("reviews", .integer).notNull()
                t.column("lapses", .integer).notNull()
                t.primaryKey(["playerID", "questionID"])
            }
            try db.create(index: "reviewCard_by_due", on: "reviewCard", columns: ["playerID", "due"])
        }
    }

    /// Notes one answer in the player's deck on `day`: a question missed, skipped or timed
    /// out goes in (rated again); an answer to a question already in the deck reviews it (right
    /// is good, wrong again). Abandoned questions, list questions and generated questions
    /// (no store id) are left out.
    public func noteReview(_ answer: AnswerRecord, playerID: Int64, day: String, scheduler: FSRS = FSRS()) throws {
        guard answer.status != .abandoned, let questionID = answer.questionStoreID, let dayNumber = DayNumber.from(day)
        else { return }
        try write { db in
            let existing = try ReviewCardRow.fetchOne(db, key: ["playerID": playerID, "questionID": questionID])
            guard existing != nil || !answer.correct else { return }
            if existing == nil {
                let kind = try String.fetchOne(db, sql: "SELECT kind FROM question WHERE id = ?", arguments: [questionID])
                guard kind != nil, kind != QuestionKind.list.rawValue else { return }
            }
            let card = scheduler.review(existing?.card, rating: .rating(correct: answer.correct), on: dayNumber)
            try ReviewCardRow(playerID: playerID, questionID: questionID, card: card).save(db)
        }
    }

    /// The player's questions due on or before `day`, the most overdue first, at most `limit`.
    public func dueQuestions(playerID: Int64, day: String, limit: Int) throws -> [Question] {
        try read { db in
            let ids = try Int64.fetchAll(
                db,
                sql: """
                    SELECT c.questionID FROM reviewCard c JOIN question q ON q.id = c.questionID
                    WHERE c.playerID = ? AND c.due <= ? AND q.retired = 0 ORDER BY c.due, c.questionID LIMIT ?
                    """, arguments: [playerID, day, limit])
            let rows = try QuestionRecord.fetchAll(db, keys: ids)
            let byID = Dictionary(uniqueKeysWithValues: rows.compactMap { r in r.id.map { ($0, r) } })
            return ids.compactMap { byID[$0]?.question }
        }
    }

    /// How the player's deck stands on `day`.
    public func reviewDeck(playerID: Int64, day: String) throws -> ReviewDeckCounts {
        try read { db in
            let cards = try ReviewCardRow.filter(Column("playerID") == playerID).fetchAll(db)
            var counts = ReviewDeckCounts.empty
            for card in cards {
                if card.due <= day { counts.due += 1 }
                if (card.card?.interval ?? 0) >= ReviewDeckCounts.matureInterval { counts.mature += 1 } else { counts.learning += 1 }
            }
            counts.nextDue = cards.map(\.due).filter { $0 > day }.min()
            return counts
        }
    }

    /// Every card of the player's deck with its due date, stability and difficulty, by question.
    public func reviewCards(playerID: Int64) throws -> [ReviewCardRow] {
        try read { db in
            try ReviewCardRow.filter(Column("playerID") == playerID).order(Column("questionID")).fetchAll(db)
        }
    }
}
