// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

@testable import Review

/// The review plugin's deck of `player` in `store`.
func deck(_ store: Store, _ player: Int64) -> ReviewDeck {
    ReviewDeck(StoredPluginData(store: store, plugin: ReviewPlugin.id, owner: .player(player)))
}

/// The line that answers `q` right.
func rightLine(_ q: Question) -> String { "answer \(q.shownAnswer)" }

/// Plays a game through the real runner on `day` and returns the test app.
func playGame(
    _ store: Store, _ player: String, on day: String, _ setup: GameSetup, lines: [String]
) async throws -> (summary: GameSummary?, app: TestApp) {
    let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: store, player: player, today: day)
    var s = setup
    s.date = day
    return (await GamePlay(t.app).runGame(s), t)
}

@Suite("Review mode and the review deck, over simulated days", .serialized)
struct ReviewTests {
    let registry: PluginRegistry

    init() throws { registry = try BuiltinPlugins.registry() }

    static func review(count: Int? = nil, untilRight: Bool = false) -> GameSetup {
        GameSetup(
            modeID: "review", categoryID: nil, count: count, seed: 1, date: "",
            modeOptions: untilRight ? ["until-right": "true"] : [:])
    }

    @Test("Missed and skipped questions go into the deck, due the next day; right ones in other games stay out")
    func missesGoIn() async throws {
        let store = try await packedStore()
        let classic = GameSetup(modeID: "classic", categoryID: "science", count: 4, seed: 9, date: "")
        let drawn = try await store.draw(ClassicModeRequest.request(classic))
        let lines = [rightLine(drawn[0]), "skip", "skip", rightLine(drawn[3])]
        let (summary, _) = try await playGame(store, "Ann", on: "2026-03-02", classic, lines: lines)
        #expect(summary?.status.correct == 2)
        let ann = try await store.player(named: "Ann").id
        let cards = try await deck(store, ann).cards()
        #expect(cards.map(\.questionID) == [drawn[1].storeID!, drawn[2].storeID!].sorted())
        #expect(cards.allSatisfy { $0.due == "2026-03-03" && $0.lastReview == "2026-03-02" && $0.lapses == 1 })
        #expect(
            try await deck(store, ann).counts(on: "2026-03-02")
                == ReviewDeckCounts(due: 0, learning: 2, mature: 0, nextDue: "2026-03-03"))
        #expect(try await deck(store, ann).counts(on: "2026-03-03").due == 2)

        // The same day: nothing due yet, so review is refused with the next due date.
        let (refused, early) = try await playGame(store, "Ann", on: "2026-03-02", Self.review(), lines: [])
        #expect(refused == nil)
        #expect(early.output.text.contains("Nothing is due for review today. Your deck has 2 cards. The next one is due on 2026-03-03."))
        // Another player's deck is empty.
        let (_, bob) = try await playGame(store, "Bob", on: "2026-03-03", Self.review(), lines: [])
        #expect(bob.output.text.contains("Your review deck is empty."))
    }

    @Test("Over six simulated weeks, each card's due date follows FSRS-6 for its answers; a card always missed stays due daily")
    func simulatedWeeks() async throws {
        let store = try await packedStore()
        let classic = GameSetup(modeID: "classic", categoryID: "geography", count: 5, seed: 4, date: "")
        _ = try await playGame(store, "Cy", on: "2026-01-05", classic, lines: Array(repeating: "skip", count: 5))
        let cy = try await store.player(named: "Cy").id
        let stubborn = try #require(try await deck(store, cy).cards().first?.questionID)
        // Replays each card's ratings through the scheduler, to compare with the store.
        var expected: [Int64: FSRSCard] = [:]
        let start = DayNumber.from("2026-01-05")!
        for card in try await deck(store, cy).cards() {
            expected[card.questionID] = FSRS().review(nil, rating: .again, on: start)
        }
        var sessions = 0
        var asked = 0
        for offset in 1...42 {
            let day = DayNumber.text(start + offset)
            let due = try await deck(store, cy).dueQuestions(on: day, limit: 20, bank: StoreQuestionLookup(store: store))
            #expect(due.count == expected.values.filter { $0.due <= start + offset }.count, "\(day)")
            guard !due.isEmpty else { continue }
            #expect(due.contains { $0.storeID == stubborn }, "the missed card is due every day: \(day)")
            let lines = due.map { $0.storeID == stubborn ? "skip" : rightLine($0) }
            let (summary, _) = try await playGame(store, "Cy", on: day, Self.review(), lines: lines)
            #expect(summary?.outcome == .completed)
            #expect(summary?.status.correct == due.count - 1)
            for q in due {
                let id = q.storeID!
                expected[id] = FSRS().review(expected[id], rating: id == stubborn ? .again : .good, on: start + offset)
            }
            sessions += 1
            asked += due.count
        }
        for card in try await deck(store, cy).cards() {
            let e = try #require(expected[card.questionID])
            #expect(card.due == DayNumber.text(e.due))
            #expect(abs(card.stability - e.stability) < 1e-12)
            #expect(abs(card.difficulty - e.difficulty) < 1e-12)
        }
        #expect(sessions == 42)  // the stubborn card is due every day
        #expect(asked < 42 * 5)  // the others come back less and less often
        let last = try await deck(store, cy).counts(on: DayNumber.text(start + 42))
        #expect(last.mature >= 1)
        #expect(last.learning >= 1)
        #expect(last.total == 5)
    }

    @Test("until-right asks a missed question again at the end until it is answered right")
    func untilRight() async throws {
        let store = try await packedStore()
        let classic = GameSetup(modeID: "classic", categoryID: "history", count: 3, seed: 2, date: "")
        _ = try await playGame(store, "Di", on: "2026-05-01", classic, lines: ["skip", "skip", "skip"])
        let di = try await store.player(named: "Di").id
        let due = try await deck(store, di).dueQuestions(on: "2026-05-02", limit: 20, bank: StoreQuestionLookup(store: store))
        #expect(due.count == 3)
        // First pass: right, wrong, right. Second pass: wrong again. Third: right.
        let lines = [rightLine(due[0]), "skip", rightLine(due[2]), "skip", rightLine(due[1])]
        let (summary, t) = try await playGame(store, "Di", on: "2026-05-02", Self.review(untilRight: true), lines: lines)
        #expect(summary?.outcome == .completed)
        #expect(summary?.status.score == 2 * ReviewMode.firstTryPoints + ReviewMode.laterTryPoints)
        #expect(summary?.status.answered == 5)
        #expect(t.output.text.contains("Again, the one you missed."))
        #expect(summary?.extra.first == "Review deck: 0 due today, 3 learning, 0 mature. Next due on 2026-05-03.")
        let card = try #require(try await deck(store, di).cards().first { $0.questionID == due[1].storeID })
        #expect(card.reviews == 4)  // missed in classic, then again, again, good in the review
        #expect(card.lapses == 3)
    }

    @Test("At the main prompt Earshot says once how many are due; stats shows the deck")
    func announceAndStats() async throws {
        let store = try await packedStore()
        let classic = GameSetup(modeID: "classic", categoryID: "music", count: 2, seed: 2, date: "")
        _ = try await playGame(store, "Eve", on: "2026-07-01", classic, lines: ["skip", "skip"])
        let t = try await TestApp(lines: ["stats", "quit"], registry: registry, store: store, player: "Eve", today: "2026-07-02")
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("2 questions are due for review today. Type play review to go over them."))
        #expect(text.components(separatedBy: "due for review today").count == 2)
        #expect(text.contains("Review deck: 2 due today, 2 learning, 0 mature."))
    }
}

/// The classic mode's request, as the engine makes it (so the test draws the same questions).
enum ClassicModeRequest {
    static func request(_ setup: GameSetup) throws -> QuestionRequest {
        try #require(try BuiltinPlugins.registry().mode(setup.modeID)).provider.questionRequest(for: setup)
    }
}
