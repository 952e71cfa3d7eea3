import Daily
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

/// A store holding the built-in packs.
func packedStore() async throws -> Store {
    let store = try Store()
    let report = await PackInstaller.installBuiltins(into: store)
    #expect(report.problems.isEmpty)
    return store
}

/// Plays the daily for `player` on `date` with these lines; returns the test app.
func playDaily(_ store: Store, _ player: String, _ date: String, lines: [String]) async throws -> (ok: Bool, app: TestApp) {
    let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: store, player: player, today: date)
    let ok = await GamePlay(t.app).runScripted(mode: "daily", category: nil, count: nil, seed: nil)
    return (ok, t)
}

/// The lines that answer every question of the daily on `date` right: the option's letter,
/// found by playing the mode itself, or the typed answer.
func rightAnswers(_ store: Store, _ date: String) async throws -> [String] {
    let setup = GameSetup(modeID: "daily", categoryID: nil, count: nil, seed: 5, date: date)
    var request = DailyMode.questionRequest(for: setup)
    request.language = .en  // as the session draws for an English player
    let questions = try await store.draw(request)
    var mode = DailyMode(context: ModeContext(setup: setup, questions: questions, categoryNames: [:]))
    var out = mode.start(at: .zero)
    var lines: [String] = []
    for q in questions {
        guard let asked = out.events.compactMap({ if case .asked(let a) = $0 { a } else { nil } }).first else { break }
        let given = q.kind == .typed ? q.answers[0] : String(AnswerMatcher.letters[asked.options.firstIndex(of: q.shownAnswer)!])
        lines.append("answer \(given)")
        out = mode.handle(.answer(given), at: .zero)
        #expect(out.judgement?.correct == true)
    }
    return lines
}

func askedQuestions(_ t: TestApp) -> [AskedQuestion] {
    t.events.gameEvents.compactMap { if case .asked(let a) = $0 { a } else { nil } }
}

let skipAll = Array(repeating: "skip", count: 10)

@Suite("Daily mode")
struct DailyTests {
    @Test("The plugin registers the daily: no category to choose, its own board instead of a rank")
    func registers() throws {
        let entry = try #require(try BuiltinPlugins.registry().mode("daily"))
        #expect(entry.plugin == "daily")
        #expect(entry.hooks.reportsStanding == false)
        #expect(entry.descriptor.choosesCategory == false)
    }

    @Test("Two players on the same date get the same questions, in the same order, with the same options")
    func sameForEveryone() async throws {
        let store = try await packedStore()
        let ann = try await playDaily(store, "Ann", "2026-03-14", lines: skipAll)
        let bob = try await playDaily(store, "Bob", "2026-03-14", lines: skipAll)
        #expect(ann.ok && bob.ok)
        let a = askedQuestions(ann.app)
        #expect(a.count == DailyMode.questionCount)
        #expect(a == askedQuestions(bob.app))
        #expect(Set(a.map(\.categoryName)).count > 1)  // mixed categories
        #expect(ann.app.output.text.contains("The daily for 2026-03-14: 10 questions, the same for every player today."))

        let next = try await playDaily(store, "Ann", "2026-03-15", lines: skipAll)
        let b = askedQuestions(next.app)
        #expect(b.count == 10)
        #expect(Set(b.map(\.text)) != Set(a.map(\.text)))
    }

    @Test("The player's category, count and seed do not change the daily")
    func ignoresChoices() async throws {
        let store = try await packedStore()
        let t = try await TestApp(lines: skipAll, registry: try BuiltinPlugins.registry(), store: store, player: "Ann", today: "2026-03-14")
        #expect(await GamePlay(t.app).runScripted(mode: "daily", category: "science", count: 3, seed: 42))
        let other = try await playDaily(store, "Bob", "2026-03-14", lines: skipAll)
        #expect(askedQuestions(t) == askedQuestions(other.app))
    }

    @Test("A second try on the same day is refused, even after leaving early, and says when the next opens")
    func oneTryADay() async throws {
        let store = try await packedStore()
        #expect(try await playDaily(store, "Ann", "2026-03-14", lines: skipAll).ok)
        let again = try await playDaily(store, "Ann", "2026-03-14", lines: skipAll)
        #expect(!again.ok)
        #expect(
            again.app.output.text
                == "You have already played today's daily, 2026-03-14. Each player has one try a day, and a game left early counts. The next one opens at midnight, local time, on 2026-03-15."
        )
        #expect(askedQuestions(again.app).isEmpty)

        // Leaving after one question (end of input) uses the day's try too.
        let left = try await playDaily(store, "Dan", "2026-03-14", lines: ["skip"])
        #expect(left.ok)
        #expect(left.app.output.text.contains("You left today's daily early, so you are not on today's board, 2026-03-14."))
        #expect(try await !playDaily(store, "Dan", "2026-03-14", lines: skipAll).ok)
        #expect(try await playDaily(store, "Dan", "2026-03-15", lines: skipAll).ok)
    }

    @Test("The end of the daily gives the rank on today's board")
    func leaderboard() async throws {
        let store = try await packedStore()
        let day = "2026-03-14"
        let right = try await rightAnswers(store, day)
        let ann = try await playDaily(store, "Ann", day, lines: right)
        let full = ann.app.events.gameEvents.compactMap { if case .finished(_, let s) = $0 { s.score } else { nil } }.first ?? 0
        #expect(full >= 1000)  // ten right answers at 100 to 300 each
        #expect(ann.app.output.text.contains("On today's daily board, \(day): rank 1 of 1 player."))
        let bob = try await playDaily(store, "Bob", day, lines: skipAll)
        #expect(bob.app.output.text.contains("On today's daily board, \(day): rank 2 of 2 players."))
        let cara = try await playDaily(store, "Cara", day, lines: right)
        #expect(cara.app.output.text.contains("On today's daily board, \(day): rank 1 of 3 players."))
        #expect(cara.app.output.text.contains("Top of today's board: 1. Ann, \(full) points; 1. Cara, \(full) points; 3. Bob, 0 points."))
        #expect(!cara.app.output.text.contains("Your rank:"))  // the all-time rank is not mixed in
        #expect(try await store.board(mode: "daily", day: "2026-03-15").isEmpty)
    }
}
