import EarshotApp
import EarshotCore
import EarshotStore
import Review
import Testing

/// The review deck, kept in the review plugin's data the same way by every ``GameStore``.
@Suite("The review deck in the plugin's data, on SQLite and PostgreSQL")
struct ReviewDeckSuite {
    @Test(arguments: StoreKind.available)
    func theReviewDeckKeepsMissedQuestions(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "Ann").id
        let qs = try await store.draw(QuestionRequest(categoryID: "history", count: 4, seed: 4))
        let day = "2026-11-23"
        let deck = ReviewDeck(StoredPluginData(store: store, plugin: ReviewPlugin.id, owner: .player(ann)))
        let bank = StoreQuestionLookup(store: store)
        func note(_ q: Question, correct: Bool, status: AnswerRecord.Status, on day: String) async throws {
            let answer = AnswerRecord(
                position: 1, questionStoreID: q.storeID, given: "A", correct: correct, points: 0, status: status, seconds: 1)
            try await deck.note(answer, on: day, bank: bank)
        }
        try await note(qs[0], correct: false, status: .answered, on: day)
        try await note(qs[1], correct: true, status: .answered, on: day)
        try await note(qs[2], correct: false, status: .skipped, on: day)
        try await note(qs[3], correct: false, status: .abandoned, on: day)
        let missed = FSRS().review(nil, rating: .again, on: DayNumber.from(day)!)
        let dueDay = DayNumber.text(missed.due)
        let counts = try await deck.counts(on: day)
        #expect(counts.learning == 2 && counts.mature == 0)
        #expect(counts.due == (dueDay <= day ? 2 : 0))
        #expect(counts.nextDue == (dueDay > day ? dueDay : nil))
        let due = try await deck.dueQuestions(on: dueDay, limit: 10, bank: bank)
        #expect(Set(due.map(\.text)) == Set([qs[0].text, qs[2].text]))
        // Answered right when due, a card moves further out.
        try await note(qs[0], correct: true, status: .answered, on: dueDay)
        #expect(try await deck.dueQuestions(on: dueDay, limit: 10, bank: bank).map(\.text) == [qs[2].text])
        // A retired question is no longer asked, though its card stays in the deck.
        #expect(try await store.retireQuestion(qs[2].storeID!))
        #expect(try await deck.dueQuestions(on: dueDay, limit: 10, bank: bank).isEmpty)
        #expect(try await deck.counts(on: dueDay).total == 2)
        // A missed list question never goes in; another player's deck is their own.
        let list = Question(categoryID: "history", kind: .list, difficulty: .easy, text: "Name them.", answers: ["A", "B"])
        let listID = try await store.addQuestion(list, packID: "community")
        try await deck.note(
            AnswerRecord(position: 1, questionStoreID: listID, given: nil, correct: false, points: 0, status: .skipped, seconds: 1),
            on: day, bank: bank)
        #expect(try await deck.cards().map(\.questionID) == [qs[0].storeID!, qs[2].storeID!].sorted())
        let bob = try await store.player(named: "Bob").id
        #expect(try await ReviewDeck(StoredPluginData(store: store, plugin: ReviewPlugin.id, owner: .player(bob))).cards().isEmpty)
    }
}
