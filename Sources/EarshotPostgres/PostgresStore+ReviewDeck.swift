import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// Notes one answer in the player's review deck, as the SQLite store does: a question
    /// missed, skipped or timed out goes in; an answer to a question already in the deck
    /// reviews it. Abandoned, list and generated questions are left out.
    public func noteReview(_ answer: AnswerRecord, playerID: Int64, day: String, scheduler: FSRS) async throws {
        guard answer.status != .abandoned, let questionID = answer.questionStoreID, let dayNumber = DayNumber.from(day)
        else { return }
        try await transaction { db in
            var existing: FSRSCard?
            var found = false
            for try await (stability, difficulty, last, due, reviews, lapses) in try await db.query(
                """
                SELECT stability, difficulty, last_review, due, reviews::BIGINT, lapses::BIGINT FROM review_card
                WHERE player_id = \(playerID) AND question_id = \(questionID) FOR UPDATE
                """, logger: self.logger
            ).decode((Double, Double, String, String, Int, Int).self) {
                found = true
                if let l = DayNumber.from(last), let d = DayNumber.from(due) {
                    existing = FSRSCard(
                        stability: stability, difficulty: difficulty, lastReview: l, due: d, reviews: reviews, lapses: lapses)
                }
            }
            guard found || !answer.correct else { return }
            if !found {
                var kind: String?
                for try await k in try await db.query("SELECT kind FROM question WHERE id = \(questionID)", logger: self.logger)
                    .decode(String.self)
                {
                    kind = k
                }
                guard let kind, kind != QuestionKind.list.rawValue else { return }
            }
            let card = scheduler.review(existing, rating: .rating(correct: answer.correct), on: dayNumber)
            let (last, due) = (DayNumber.text(card.lastReview), DayNumber.text(card.due))
            try await db.query(
                """
                INSERT INTO review_card (player_id, question_id, stability, difficulty, last_review, due, reviews, lapses)
                VALUES (\(playerID), \(questionID), \(card.stability), \(card.difficulty), \(last), \(due), \(card.reviews), \(card.lapses))
                ON CONFLICT (player_id, question_id) DO UPDATE SET stability = excluded.stability,
                  difficulty = excluded.difficulty, last_review = excluded.last_review, due = excluded.due,
                  reviews = excluded.reviews, lapses = excluded.lapses
                """, logger: self.logger)
        }
    }

    /// The player's questions due on or before `day`, the most overdue first.
    public func dueQuestions(playerID: Int64, day: String, limit: Int) async throws -> [Question] {
        let rows = try await query(
            """
            SELECT q.id, q.category_id, q.kind, q.difficulty, q.text, q.answers, q.wrong, q.explanation, q.tolerance
            FROM review_card c JOIN question q ON q.id = c.question_id
            WHERE c.player_id = \(playerID) AND c.due <= \(day) AND q.retired = FALSE
            ORDER BY c.due, c.question_id LIMIT \(limit)
            """)
        return try await Self.questions(from: rows)
    }

    /// How the player's deck stands on `day`.
    public func reviewDeck(playerID: Int64, day: String) async throws -> ReviewDeckCounts {
        var counts = ReviewDeckCounts.empty
        var later: [String] = []
        for try await (stability, difficulty, last, due, reviews, lapses) in try await query(
            """
            SELECT stability, difficulty, last_review, due, reviews::BIGINT, lapses::BIGINT FROM review_card
            WHERE player_id = \(playerID)
            """
        ).decode((Double, Double, String, String, Int, Int).self) {
            if due <= day { counts.due += 1 } else { later.append(due) }
            let card = DayNumber.from(last).flatMap { l in
                DayNumber.from(due).map {
                    FSRSCard(stability: stability, difficulty: difficulty, lastReview: l, due: $0, reviews: reviews, lapses: lapses)
                }
            }
            if (card?.interval ?? 0) >= ReviewDeckCounts.matureInterval { counts.mature += 1 } else { counts.learning += 1 }
        }
        counts.nextDue = later.min()
        return counts
    }
}
