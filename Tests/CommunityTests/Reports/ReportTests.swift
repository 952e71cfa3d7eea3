// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Players report what is wrong with a question, during it or right after the game, and send
/// feedback; moderators list, fix, dismiss and resolve them; the sender hears what became of
/// each at their next login. Played through the REPL, on SQLite (the store's own checks run on
/// both stores in `ReportStoreSuite`).
@Suite("Reports and feedback")
struct ReportTests {
    static let sky = "The sky is blue on a clear day."

    @Test func aReportMidQuestionLeavesItOpenAndTheModeratorsActAndTheSenderHears() async throws {
        let store = try await tinyStore()
        let questionID = try #require(try await store.questions(in: "tiny").first?.storeID)
        let pat = try await session(
            store,
            loginLines("Pat") + [
                "report typo", "play classic tiny 1", "report typo", "true", "report", "hard to hear", "feedback",
                "More space questions, please.", "feedback The music is too loud", "reports", "dismiss 1", "fix 1", "resolve 1",
            ])
        let said = pat.output.text
        #expect(said.contains("There is no question to report."), "no game yet")
        #expect(said.contains("type feedback and your words"))
        #expect(said.contains("Thank you. Your report on '\(Self.sky)' is number 1."))
        #expect(said.contains("Correct"), "the question stayed open and took the answer: \(said)")
        #expect(!said.contains("you typed report") && !said.contains("Not quite"), "report was no answer")
        #expect(said.contains("What is wrong with the question '\(Self.sky)'?"), "report alone asks for the words")
        #expect(said.contains("Your report on '\(Self.sky)' is number 2."), "right after the game, the same question")
        #expect(said.contains("Type your feedback about Earshot."))
        #expect(said.contains("Your feedback is number 3.") && said.contains("Your feedback is number 4."))
        for what in ["read reports", "fix reported questions", "dismiss reports", "close reports"] {
            #expect(said.contains("Only a moderator or an admin can \(what)."), "\(what)")
        }
        #expect(try await store.report(1)?.state == .open, "a player closes nothing")
        let game = try #require(try await store.recentGames(playerID: try accountID(store, "Pat"), limit: 1).first)
        #expect(game.correct == 1 && game.total == 1, "the reported question was answered")
        #expect(try store.answerCount(gameID: game.id) == 1, "and only once")
        let first = try #require(try await store.report(1))
        #expect(first.kind == .question && first.questionID == questionID && first.questionText == Self.sky && first.words == "typo")
        #expect(try await store.report(2)?.words == "hard to hear")
        let feedback = try await store.report(3)
        #expect(feedback?.kind == .feedback && feedback?.questionID == nil)

        let mo = try await session(
            store,
            loginLines("Mo") + [
                "reports", "fix 3", "dismiss 4 there is no music", "fix 1", "", "The sky looks blue on a clear day.", "", "", "", "",
                "", "yes", "resolve 3 space questions are on the way", "reports", "dismiss 2", "dismiss", "resolve 99",
            ])
        let moderated = mo.output.text
        #expect(moderated.contains("4 reports and feedback waiting, oldest first:"))
        #expect(moderated.contains(", by Pat, on question \(questionID), '\(Self.sky)': typo"))
        #expect(moderated.contains(", by Pat, on question \(questionID), '\(Self.sky)': hard to hear"))
        #expect(moderated.contains("Feedback 3, ") && moderated.contains(", by Pat: More space questions, please."))
        #expect(moderated.contains("Type fix and a number to edit its question"))
        #expect(moderated.contains("Number 3 is feedback, not about a question."))
        #expect(moderated.contains("Report 4 is dismissed. Its sender will hear."))
        #expect(moderated.contains("Question \(questionID) is saved."))
        #expect(moderated.contains("Report 1 and the other open reports on that question, 2 in all, are marked done."))
        #expect(moderated.contains("Report 3 is marked done. Its sender will hear."))
        #expect(moderated.contains("No reports or feedback are waiting."))
        #expect(moderated.contains("Report 2 is closed already."))
        #expect(moderated.contains("Type dismiss and a report's number, for example dismiss 3."))
        #expect(moderated.contains("There is no report number 99."))
        #expect(try await store.bankQuestion(questionID)?.question.text == "The sky looks blue on a clear day.")

        let told = try await session(store, loginLines("Pat")).output.text
        #expect(told.contains("Your report on the question '\(Self.sky)' was dealt with: the question has been corrected."))
        #expect(told.components(separatedBy: "the question has been corrected").count == 3, "both reports on it")
        #expect(
            told.contains(
                "A moderator read your feedback 'More space questions, please.' and dealt with it: space questions are on the way."))
        #expect(told.contains("A moderator read your feedback 'The music is too loud' and closed it: there is no music."))
        let again = try await session(store, loginLines("Pat")).output.text
        #expect(!again.contains("A moderator read") && !again.contains("was dealt with"), "told once")
    }

    /// At most the store's limit an hour, reports and feedback together; the refusal says when
    /// more may go, and a refused report during a game still leaves the question open.
    /// In a hot seat the report is the player's whose turn it was, not the signed-in one's.
    @Test func aHotSeatReportIsThePlayersWhoseTurnItWas() async throws {
        let store = try await tinyStore()
        try await store.add(
            [Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: "Grass is green.", answers: ["true"])],
            categories: [Category(id: "tiny", name: "Tiny", description: nil)], source: "test")
        let t = try await session(store, ["play classic tiny 1 --players Local,Bea", "true", "report typo", "true", "quit"])
        #expect(t.output.text.contains("Bea, your turn."), "\(t.output.text)")
        let report = try #require(try await store.report(1), "\(t.output.text)")
        #expect(report.reporterID == (try await store.guest(named: "Bea").id), "Bea heard it, so the report is hers")
    }

    /// Asked for the words again, a player who types quit sends nothing.
    @Test func quitAtTheWordsPromptSendsNothing() async throws {
        let store = try await tinyStore()
        let long = String(repeating: "x", count: 700)
        let t = try await session(store, ["play classic tiny 1", "report \(long)", "quit", "true", "quit"])
        #expect(t.output.text.contains("longer than 500 characters"), "\(t.output.text)")
        #expect(try await store.report(1) == nil, "quit is no report: \(t.output.text)")
        #expect(t.output.text.contains("Correct"), "the question stayed open")
    }

    @Test func reportsAndFeedbackAreRateLimited() async throws {
        let store = try await tinyStore()
        try await store.setSetting(ReportLimits.perHourKey, "2")
        let t = try await session(
            store,
            loginLines("Pat") + ["feedback one", "play classic tiny 1", "report typo", "report wrong answer", "true", "feedback three"])
        let said = t.output.text
        #expect(said.contains("Your feedback is number 1.") && said.contains("is number 2."))
        #expect(
            said.contains(
                "You have sent 2 reports and feedback in the last hour, the most a player may send. You may send more in 60 minutes."),
            "\(said)")
        #expect(said.components(separatedBy: "the most a player may send").count == 3, "refused in the game and after")
        #expect(said.contains("Correct"))
        #expect(try await store.openReports(offset: 0, limit: 10).total == 2)
        // Another player has their own hour.
        let ada = try await session(store, loginLines("Ada") + ["feedback Lovely game."])
        #expect(ada.output.text.contains("Your feedback is number 3."))
    }

    /// The hour is the clock's: the store and the session read one clock, so a test moves
    /// time on by hand, and the limit lifts when the hour has passed, not before.
    @Test func theLimitsHourIsTheClocksHour() async throws {
        let clock = ManualClock()
        let store = try await tinyStore(clock: clock)
        try await store.setSetting(ReportLimits.perHourKey, "2")
        let first = try await session(store, loginLines("Pat") + ["feedback one", "feedback two", "feedback three"], clock: clock)
        #expect(first.output.text.contains("You may send more in 60 minutes."), "\(first.output.text)")
        let sent = try #require(try await store.report(1))
        #expect(sent.sentAt == clock.date(), "the report's time is the clock's")
        clock.advance(by: .seconds(30 * 60))
        let half = try await session(store, loginLines("Pat") + ["feedback three"], clock: clock)
        #expect(half.output.text.contains("You may send more in 30 minutes."), "\(half.output.text)")
        clock.advance(by: .seconds(30 * 60 + 1))
        let later = try await session(store, loginLines("Pat") + ["feedback three"], clock: clock)
        #expect(later.output.text.contains("Your feedback is number 3."), "\(later.output.text)")
    }

    /// Words follow the same rule as submitted questions: a control character or more than 500
    /// characters is refused with the reason and asked again; Enter or cancel sends nothing.
    @Test func wordsFollowTheTextRule() async throws {
        let store = try await tinyStore()
        let t = try await session(
            store,
            loginLines("Pat") + [
                "feedback bad \u{7} bell", "cancel", "feedback " + String(repeating: "x", count: 501), "", "feedback",
                "Fine\u{200B} words", "play classic tiny 1", "true", "report", "",
            ])
        let said = t.output.text
        #expect(said.contains("Type it again, or type cancel to stop."))
        #expect(said.contains("It is longer than 500 characters"))
        #expect(said.components(separatedBy: "Nothing was sent.").count == 4)
        let open = try await store.openReports(offset: 0, limit: 10)
        #expect(open.total == 1 && open.items.first?.words == "Fine words", "the invisible space dropped")
    }
}
