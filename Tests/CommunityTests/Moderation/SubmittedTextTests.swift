import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Questions typed by players and moderators follow ``ExternalText``'s rule (issue 20, item
/// 13): text with a control or direction character, damage, or too many characters is refused
/// with a spoken reason and asked for again; an old submission holding such text is never
/// approved as it is.
@Suite struct SubmittedTextTests {
    static let escape = "\u{1B}[2J"

    /// Whether `text` was said as an event (so it reached speech as well as the screen).
    static func said(_ t: TestApp, _ text: String) -> Bool {
        t.events.events.contains { event in
            if case .app(let app) = event { return "\(app)".contains(text) }
            return false
        }
    }

    @Test func aSubmissionIsAskedAgainUntilItsTextIsClean() async throws {
        let store = try await tinyStore()
        let lines =
            loginLines("Pat") + [
                "submit", "choice", "Which planet\(Self.escape) is red?", "Which planet is red?", "Ve\u{202E}nus", "Venus", "Mars",
                "Jupiter", "", "b", "Tiny", "easy", "Bell\u{07} rings", "Mars is red with rust.", "yes",
            ]
        let t = try await session(store, lines)
        #expect(t.output.text.contains("It holds a control character"))
        #expect(t.output.text.contains("It holds a mark that reorders text on screen"))
        #expect(Self.said(t, "Type it again, or type cancel to stop."), "the refusal is an event, so it is spoken")
        let s = try #require(try await store.submission(1))
        #expect(s.question.text == "Which planet is red?")
        #expect(s.question.answers == ["Mars"] && s.question.wrong == ["Venus", "Jupiter"])
        #expect(s.question.explanation == "Mars is red with rust.")
    }

    @Test func tooLongAndDamagedTextIsRefusedAndInvisiblesDropped() async throws {
        let store = try await tinyStore()
        let long = "Why " + String(repeating: "very ", count: 250) + "long?"
        let lines =
            loginLines("Pat") + [
                "submit", "typed", long, "Caf\u{FFFD} or tea?", "Coffee\u{200B} or tea?", "tea; coffee", "Tiny", "easy", "", "yes",
            ]
        let t = try await session(store, lines)
        #expect(t.output.text.contains("It is longer than 1000 characters"))
        #expect(t.output.text.contains("It holds the replacement character (U+FFFD)"))
        let s = try #require(try await store.submission(1))
        #expect(s.question.text == "Coffee or tea?", "the zero-width space is dropped, not refused")
        #expect(s.question.answers == ["tea", "coffee"])
    }

    @Test func anOldSubmissionWithAnEscapeIsNotApprovedAndAReasonMustBeClean() async throws {
        let store = try await tinyStore()
        let pat = try await accountID(store, "Pat")
        let bad = Question(categoryID: "tiny", kind: .typed, difficulty: .easy, text: "Which\(Self.escape) colour?", answers: ["blue"])
        _ = try await store.submit(bad, authorID: pat, day: "2026-11-23")
        let mod = try await session(
            store, loginLines("Mo") + ["review 1", "approve 1", "ask changes 1 take out the code\u{07}", "ask changes 1 take out the code"])
        #expect(mod.output.text.contains("It cannot be approved as it is."))
        #expect(mod.output.text.contains("Question 1 cannot be approved as it is. It holds a control character"))
        #expect(mod.output.text.contains("The reason cannot be kept."))
        let s = try #require(try await store.submission(1))
        #expect(s.state == .changes)
        #expect(s.reason == "take out the code")
        #expect(try await store.searchQuestions(category: "tiny", words: ["colour"], offset: 0, limit: 5).total == 0, "never in the bank")
    }

    @Test func editingAnOldQuestionAsksForTheBrokenFieldBeforeSaving() async throws {
        let store = try await tinyStore()
        try await store.add(
            [Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: "Snow\(Self.escape) is white.", answers: ["true"])],
            categories: [Category(id: "tiny", name: "Tiny")], source: "old")
        let id = try #require(try await store.searchQuestions(category: "tiny", words: ["white"], offset: 0, limit: 1).items.first?.id)
        let t = try await session(
            store,
            loginLines("Mo") + ["edit question \(id)", "", "", "", "", "", "", "save", "text", "Snow is white.", "save"])
        #expect(t.output.text.contains("The question's text cannot be kept as it is. It holds a control character"))
        #expect(t.output.text.contains("Question \(id) is saved."))
        #expect(try await store.bankQuestion(id)?.question.text == "Snow is white.")
    }
}
