import EarshotCore
import Testing

@testable import List

/// A list game over the noble gases (and, with `second`, the Great Lakes too).
func listContext(scale: Double? = 1, second: Bool = false) -> ModeContext {
    let gases = Question(
        categoryID: "science", kind: .list, difficulty: .medium, text: "Name the noble gases.",
        answers: ["Helium", "Neon", "Argon", "Krypton", "Xenon", "Radon"], storeID: 7)
    let lakes = Question(
        categoryID: "science", kind: .list, difficulty: .medium, text: "Name the Great Lakes.",
        answers: ["Superior", "Michigan", "Huron", "Erie", "Ontario"], storeID: 8)
    let setup = GameSetup(
        modeID: "list", categoryID: "science", count: second ? 2 : 1, seed: 1, date: "2026-11-22",
        settings: PlayerSettings(timeScale: scale))
    return ModeContext(setup: setup, questions: second ? [gases, lakes] : [gases], categoryNames: ["science": "Science"])
}

extension ModeOutput {
    /// The texts of custom events of `kind`, in order.
    func said(_ kind: String) -> [String] {
        events.compactMap { if case .custom(kind, let text) = $0 { return text } else { return nil } }
    }

    var finishedStatus: ScoreStatus? {
        for case .finished(_, let s) in events { return s }
        return nil
    }
}

@Suite("List mode: name them all")
struct ListModeTests {
    @Test("Lines are split on commas and and; an item that holds and stays whole")
    func splitting() {
        let gases = ["Helium", "Neon", "Argon", "Krypton", "Xenon", "Radon"]
        #expect(ListMatcher.pieces("neon, argon and xenon", items: gases) == ["neon", "argon", "xenon"])
        #expect(ListMatcher.pieces("neon argon", items: gases) == ["neon", "argon"])
        #expect(ListMatcher.pieces("  Krypton ", items: gases) == ["Krypton"])
        let countries = ["Trinidad and Tobago", "Jamaica", "Barbados"]
        #expect(ListMatcher.pieces("Trinidad and Tobago, Jamaica", items: countries) == ["Trinidad and Tobago", "Jamaica"])
        #expect(ListMatcher.pieces("Jamaica & Barbados", items: countries) == ["Jamaica", "Barbados"])
    }

    @Test("The forgiving matcher: case, accents, typos, a surname, extra words; never a position")
    func matching() {
        let beatles = ["John Lennon", "Paul McCartney", "George Harrison", "Ringo Starr"]
        #expect(ListMatcher.match("lennon", items: beatles) == .item(0))
        #expect(ListMatcher.match("Paul Mcartney", items: beatles) == .item(1))
        #expect(ListMatcher.match("ringo", items: beatles) == .item(3))
        #expect(ListMatcher.match("2", items: beatles) == .miss)
        #expect(ListMatcher.match("Yoko", items: beatles) == .miss)
        let lakes = ["Superior", "Michigan", "Huron", "Erie", "Ontario"]
        #expect(ListMatcher.match("Lake Superior", items: lakes) == .item(0))
        #expect(ListMatcher.match("Michign", items: lakes) == .item(1))
        let wives = ["Catherine of Aragon", "Anne Boleyn", "Jane Seymour", "Anne of Cleves", "Catherine Howard", "Catherine Parr"]
        #expect(ListMatcher.match("Catherine", items: wives) == .ambiguous([0, 4, 5]))
        #expect(ListMatcher.match("Cleves", items: wives) == .item(3))
        #expect(ListMatcher.match("niña", items: ["Nina", "Pinta", "Santa Maria"]) == .item(0))
        #expect(ListMatcher.match("A", items: ["G", "D", "A", "E"]) == .item(2))
    }

    @Test("Each hit is said with the tally; a repeat and a miss are said briefly")
    func hitsAndRepeats() {
        var mode = ListMode(context: listContext())
        let start = mode.start(at: .zero)
        #expect(start.askedNumbers == [1])
        #expect(start.wakeAt == .seconds(240))  // the first warning: a minute left of five
        let first = mode.handle(.answer("neon, argon and xenon"), at: .seconds(10))
        #expect(first.said("list.hit") == ["Neon. 1 of 6.", "Argon. 2 of 6.", "Xenon. 3 of 6."])
        let again = mode.handle(.answer("Neon and gold"), at: .seconds(12))
        #expect(again.said("list.repeat") == ["You already have Neon."])
        #expect(again.said("list.miss") == ["Not gold."])
        let many = mode.handle(.answer("neon, xenon, gold, silver, gold"), at: .seconds(13))
        #expect(many.said("list.repeat") == ["You already have Neon and Xenon."])
        #expect(many.said("list.miss") == ["Not gold or silver."])
        let flood = mode.handle(.answer((1...50).map { "metal\($0)" }.joined(separator: ", ")), at: .seconds(14))
        #expect(flood.events.count == 1)
        #expect(flood.said("list.miss") == ["None of those 50 are on the list."])
        #expect(
            mode.handle(.command("left"), at: .seconds(20)).said("list.left") == [
                "3 left to find, of 6. 4 minutes 40 seconds on the clock."
            ])
        #expect(mode.foundItems == 3)
        #expect(mode.status.score == 300)
        #expect(mode.handle(.score, at: .seconds(21)).said("list.score") == ["300 points so far. 3 of 6 found in this list."])
    }

    @Test("All found in time: praise and the time taken, one record, the game over")
    func completed() {
        var mode = ListMode(context: listContext())
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("helium"), at: .seconds(5))
        let out = mode.handle(.answer("neon, argon, krypton, xenon, radon"), at: .seconds(72))
        #expect(out.said("list.done") == ["All 6! You named them all in 1 minute 12 seconds. Well done!"])
        #expect(out.records.count == 1)
        #expect(out.records.first?.correct == true)
        #expect(out.records.first?.questionStoreID == 7)
        #expect(out.finished)
        #expect(out.finishedStatus == ScoreStatus(score: 600, correct: 1, answered: 1, total: 1))
    }

    @Test("Giving up reads out the missed items and keeps the points")
    func givingUp() {
        var mode = ListMode(context: listContext(second: true))
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("radon"), at: .seconds(5))
        let out = mode.handle(.command("give up"), at: .seconds(9))
        #expect(out.said("list.over") == ["You found 1 of 6. You missed Helium, Neon, Argon, Krypton and Xenon."])
        #expect(out.records.first?.status == .skipped)
        #expect(out.records.first?.given == "Radon")
        #expect(out.askedNumbers == [2])  // on to the Great Lakes
        #expect(!out.finished)
        #expect(mode.status.score == 100)
        #expect(mode.status.correct == 0)  // the list was not named in full
        #expect(mode.status.answered == 1)
    }

    @Test("A hint names a first letter and costs 50 points; restart starts the list from nothing")
    func hintAndRestart() {
        var mode = ListMode(context: listContext())
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("helium, neon"), at: .seconds(5))
        let hint = mode.handle(.command("hint"), at: .seconds(6))
        #expect(hint.said("list.hint") == ["One you have not named starts with A. That hint costs 50 points."])
        #expect(mode.status.score == 150)
        let second = mode.handle(.command("hint"), at: .seconds(7))
        #expect(second.said("list.hint").first?.contains("starts with K") == true)
        #expect(mode.status.score == 100)
        let restart = mode.handle(.command("restart"), at: .seconds(30))
        #expect(restart.askedNumbers == [1])
        #expect(restart.records.isEmpty)
        #expect(mode.status.score == 0)
        #expect(mode.found.isEmpty)
        #expect(restart.wakeAt == .seconds(270))  // a full clock again from 30 s
    }

    @Test("The clock: warnings at a minute, 30 and 10 seconds, then time up reads the missed items")
    func clockRunsOut() {
        var mode = ListMode(context: listContext())
        var wake = mode.start(at: .zero).wakeAt
        _ = mode.handle(.answer("helium"), at: .seconds(3))
        var warnings: [Int] = []
        var last = ModeOutput()
        while let w = wake, !last.finished {
            last = mode.tick(at: w)
            warnings += last.warnings
            wake = last.wakeAt
        }
        #expect(warnings == [60, 30, 10])
        #expect(last.said("list.over") == ["Time is up. You found 1 of 6. You missed Neon, Argon, Krypton, Xenon and Radon."])
        #expect(last.records.first?.status == .timedOut)
        #expect(last.records.first?.seconds == 300)
    }

    @Test("Pause stops the clock, more time adds a minute, and an item after the end does not count")
    func pauseAndMoreTime() {
        var mode = ListMode(context: listContext())
        _ = mode.start(at: .zero)
        let paused = mode.handle(.command("pause"), at: .seconds(100))
        #expect(paused.wakeAt == nil)
        #expect(mode.handle(.answer("neon"), at: .seconds(150)).said("list.paused").count == 1)
        #expect(mode.tick(at: .seconds(1000)).records.isEmpty)
        let resumed = mode.handle(.command("resume"), at: .seconds(1000))
        #expect(resumed.said("list.clock") == ["The clock is running: 3 minutes 20 seconds left."])
        let more = mode.handle(.command("more time"), at: .seconds(1000))
        #expect(more.said("list.clock") == ["A minute more: 4 minutes 20 seconds left."])
        let late = mode.handle(.answer("neon"), at: .seconds(1260.5))
        #expect(late.said("list.late").count == 1)
        #expect(late.records.first?.status == .timedOut)
        #expect(late.finished)
    }

    @Test("Time scales with the number of items and the player's timing; off means no clock")
    func timeAllowed() {
        #expect(ListMode.timeAllowed(items: 6, scale: 1) == .seconds(300))
        #expect(ListMode.timeAllowed(items: 14, scale: 1) == .seconds(420))
        #expect(ListMode.timeAllowed(items: 6, scale: 2) == .seconds(600))
        #expect(ListMode.timeAllowed(items: 6, scale: nil) == nil)
        var mode = ListMode(context: listContext(scale: nil))
        #expect(mode.start(at: .zero).wakeAt == nil)
        #expect(mode.handle(.command("pause"), at: .seconds(1)).said("list.untimed").count == 1)
    }

    @Test("Leaving records every list as abandoned")
    func quitting() {
        var mode = ListMode(context: listContext(second: true))
        _ = mode.start(at: .zero)
        let out = mode.handle(.quit, at: .seconds(4))
        #expect(out.records.map(\.status) == [.abandoned, .abandoned])
        #expect(out.finished)
    }

    @Test("The list mode asks the engine for list questions only")
    func drawsLists() {
        let setup = GameSetup(modeID: "list", categoryID: nil, count: nil, seed: 3, date: "2026-11-22")
        let request = ListMode.questionRequest(for: setup)
        #expect(request.kinds == [.list])
        #expect(request.count == 1)
    }

    @Test("Control characters typed are never said back")
    func controlCharacters() {
        #expect("gold\u{1B}[31mred\u{07}".printable == "goldred")
        #expect("neon\u{1B}]0;title\u{07}, argon".printable == "neon, argon")
        var mode = ListMode(context: listContext())
        _ = mode.start(at: .zero)
        let out = mode.handle(.answer("gold\u{1B}[31m, neon\u{1B}]0;x\u{07}"), at: .seconds(1))
        #expect(out.said("list.miss") == ["Not gold."])
        #expect(out.said("list.hit") == ["Neon. 1 of 6."])
    }

    @Test("A category with no lists (a generated one) ends at once, saying so")
    func noLists() {
        var c = listContext()
        c.questions = [typedQuestion(1)]
        var mode = ListMode(context: c)
        let out = mode.start(at: .zero)
        #expect(out.said("list.none").count == 1)
        #expect(out.finished)
        #expect(out.events.contains { if case .finished(.abandoned, _) = $0 { true } else { false } })
    }
}
