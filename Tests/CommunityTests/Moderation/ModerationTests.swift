// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A store with the community accounts and a one-question category, Tiny.
func tinyStore(clock: any GameClock = systemClock) async throws -> Store {
    let store = try await communityStore(clock: clock)
    try await store.add(
        [Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: "The sky is blue on a clear day.", answers: ["true"])],
        categories: [Category(id: "tiny", name: "Tiny", description: nil)], source: "test")
    return store
}

@Suite("Questions from the community")
struct ModerationTests {
    @Test func submitQueueApprovePlayAndTheAuthorIsTold() async throws {
        let store = try await tinyStore()
        let text = "Which planet is called the red planet?"
        let sent = try await session(store, loginLines("Pat") + submitLines(text: text, category: "Tiny"))
        #expect(sent.output.text.contains("Option B: Mars, the right answer."), "read back before confirming")
        #expect(sent.output.text.contains("Your question is number 1, waiting for a moderator."))
        let pending = try #require(try await store.submission(1))
        #expect(pending.state == .pending && pending.authorName == "Pat")
        #expect(pending.question.answers == ["Mars"] && pending.question.wrong == ["Venus", "Jupiter"])
        #expect(pending.question.explanation == "Mars is red with iron oxide.")

        let mod = try await session(store, loginLines("Mo") + ["queue", "review 1", "approve 1", "approve 1"])
        #expect(mod.output.text.contains("Number 1, by Pat, Tiny: \(text)"))
        #expect(mod.output.text.contains("By Pat, waiting for review."))
        #expect(mod.output.text.contains("Question 1 is approved"))
        #expect(mod.output.text.contains("Question 1 is not waiting for review: it is approved."))

        let play = try await TestApp(lines: ["a", "a"], registry: try BuiltinPlugins.registry(), store: store, player: "Local")
        #expect(await GamePlay(play.app).runScripted(mode: "classic", category: "tiny", count: 2, seed: 3))
        #expect(play.output.text.contains(text), "the approved question is drawn in games")

        let told = try await session(store, loginLines("Pat"))
        #expect(told.output.text.contains("Your question 'Which planet is called the red planet?' was approved: it is in Tiny now."))
        let again = try await session(store, loginLines("Pat"))
        #expect(!again.output.text.contains("was approved"), "told once")
    }

    @Test func rejectAndAskChangesWithReasonsAndTheAuthorResubmits() async throws {
        let store = try await tinyStore()
        try await session(
            store,
            loginLines("Pat") + submitLines(text: "Which planet is red, really?", category: "Tiny")
                + submitLines(text: "Which planet is the red one?", category: "Tiny"))
        let mod = try await session(
            store,
            loginLines("Mo") + ["reject 1", "reject 1 a duplicate of another question", "ask changes 2 say where the colour comes from"])
        #expect(mod.output.text.contains("Type reject, the question's number and a reason"))
        #expect(mod.output.text.contains("Question 1 is rejected."))
        #expect(try await store.submission(1)?.state == .rejected)
        #expect(try await store.submission(2)?.state == .changes)
        let pat = try await session(
            store, loginLines("Pat") + ["submit 1", "submit 2", "", "", "", "", "", "", "Iron oxide makes it red.", "yes"])
        #expect(
            pat.output.text.contains(
                "Your question 'Which planet is red, really?' was rejected. The reason given: a duplicate of another question."))
        #expect(pat.output.text.contains("needs changes: say where the colour comes from. Type submit 2 to edit it"))
        #expect(pat.output.text.contains("Your question 1 is rejected, so it cannot be edited now."))
        #expect(pat.output.text.contains("Question 2 is back in the queue."))
        let back = try #require(try await store.submission(2))
        #expect(back.state == .pending && back.question.explanation == "Iron oxide makes it red." && back.reason == nil)
        #expect(back.question.text == "Which planet is the red one?", "Enter kept the text")
    }

    @Test func atMostTheDailyLimitOfSubmissions() async throws {
        let store = try await tinyStore()
        #expect(try await store.dailySubmissionLimit() == 10)
        try await store.setSetting(Store.dailySubmissionLimitKey, "1")
        let t = try await session(
            store, loginLines("Pat") + submitLines(text: "First question of the day?", category: "Tiny") + ["submit"])
        #expect(t.output.text.contains("You have submitted 1 questions today, the most a player may send in a day."))
        await #expect(try store.queue(offset: 0, limit: 10).total == 1)
    }

    @Test func anyStepCanBeRedoneAndCancelSavesNothing() async throws {
        let store = try await tinyStore()
        let t = try await session(
            store,
            loginLines("Pat") + [
                "submit", "true or false", "Mars is red.", "true", "Tiny", "hard", "", "kind", "typed", "Mars", "yes",
                "submit", "choice", "cancel",
            ])
        #expect(t.output.text.contains("Kind: true or false."))
        #expect(t.output.text.contains("Kind: typed answer."))
        #expect(t.output.text.contains("Stopped. Nothing was saved."))
        let s = try #require(try await store.submission(1))
        #expect(s.question.kind == .typed && s.question.answers == ["Mars"] && s.question.difficulty == .hard)
        #expect(try await store.submission(2) == nil)
    }

    @Test func theQueueIsOldestFirstTenAtATime() async throws {
        let store = try await tinyStore()
        try await store.setSetting(Store.dailySubmissionLimitKey, "20")
        let pat = try await accountID(store, "Pat")
        for i in 1...12 {
            _ = try await store.submit(
                Question(categoryID: "tiny", kind: .typed, difficulty: .easy, text: "Question number \(i)?", answers: ["\(i)"]),
                authorID: pat, day: "2026-11-23")
        }
        let t = try await session(store, loginLines("Mo") + ["queue", "more", "more"])
        #expect(t.output.text.contains("12 questions waiting, oldest first: 10 of 12 shown; type more for the next 2."))
        let numbers = t.output.lines.compactMap { line in line.range(of: "Question number ").map { line[$0.upperBound...] } }
        #expect(numbers.map(String.init) == (1...12).map { "\($0)?" })
        #expect(t.output.text.contains("There is nothing more to list."))
    }

    @Test func questionManagementListsShowsEditsAddsAndRemoves() async throws {
        let store = try await tinyStore()
        let id = try #require(try await store.searchQuestions(category: "tiny", words: [], offset: 0, limit: 1).items.first?.id)
        let pat = try await accountID(store, "Pat")
        let game = try await store.beginGame(
            playerID: pat, setup: GameSetup(modeID: "classic", categoryID: "tiny", count: 1, seed: 1, date: "2026-11-23"), total: 1)
        try await store.record(
            AnswerRecord(position: 1, questionStoreID: id, given: "true", correct: true, points: 100, status: .answered, seconds: 1),
            gameID: game)
        let t = try await session(
            store,
            loginLines("Mo") + [
                "questions tiny sky", "show question \(id)", "edit question \(id)", "", "The sky looks blue at noon.", "", "", "",
                "", "", "yes", "add question", "typed", "What is two plus two?", "4; four", "Tiny", "easy", "", "yes",
                "remove question \(id)", "remove question \(id)", "questions Tiny",
            ])
        #expect(t.output.text.contains("1 question in Tiny with sky:"))
        #expect(t.output.text.contains("Number \(id), Tiny, easy: The sky is blue on a clear day."))
        #expect(t.output.text.contains("Question \(id) is saved."))
        #expect(t.output.text.contains("Added question"))
        #expect(t.output.text.contains("Question \(id) is removed"))
        #expect(t.output.text.contains("Question \(id) was removed already."))
        #expect(t.output.text.contains("1 question in Tiny:"))
        #expect(try await store.bankQuestion(id)?.retired == true)
        #expect(try await store.bankQuestion(id)?.question.text == "The sky looks blue at noon.")
        let drawn = try await store.draw(QuestionRequest(categoryID: "tiny", count: 10, seed: 1))
        #expect(drawn.map(\.text) == ["What is two plus two?"], "a removed question is never drawn")
        #expect(try store.answerCount(gameID: game) == 1, "old games keep their records")
    }
}
