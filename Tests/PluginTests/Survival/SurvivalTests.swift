// Plugins this file needs: Arithmetic

import Arithmetic
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

@testable import Survival

@Suite("Survival mode")
struct SurvivalTests {
    func survival(count: Int = 6, lives: String? = nil) -> SurvivalMode {
        var c = context(mode: "survival", count: count)
        if let lives { c.setup.modeOptions["lives"] = lives }
        return SurvivalMode(context: c)
    }

    @Test("The first miss ends the run; the score is the run of right answers")
    func firstMissEnds() {
        var mode = survival()
        #expect(mode.start(at: .zero).customs["survival.rules"]?.contains("One miss ends the run.") == true)
        #expect(mode.handle(.answer("2"), at: .zero).judgement?.points == 1)
        #expect(mode.handle(.answer("4"), at: .zero).judgement?.note == "2 in a row.")
        let miss = mode.handle(.answer("7"), at: .zero)
        #expect(miss.finished)
        #expect(miss.customs["survival.over"] == "Out of lives. Your run: 2 right answers.")
        #expect(miss.finishedStatus == ScoreStatus(score: 2, correct: 2, answered: 3, total: 3))
        #expect(mode.handle(.answer("8"), at: .zero).events.isEmpty)
    }

    @Test("With three lives, two misses (a skip counts) are survived and the third ends the run")
    func threeLives() {
        var mode = survival(lives: "3")
        #expect(mode.start(at: .zero).customs["survival.rules"]?.contains("You have 3 lives") == true)
        #expect(mode.handle(.answer("1"), at: .zero).customs["survival.life"] == "That costs a life: 2 lives left.")
        #expect(mode.handle(.skip, at: .zero).customs["survival.life"] == "That costs a life: 1 life left.")
        #expect(mode.handle(.answer("6"), at: .zero).judgement?.correct == true)
        #expect(mode.handle(.score, at: .zero).customs["survival.score"] == "1 right so far, 1 life left.")
        let end = mode.handle(.answer("0"), at: .zero)
        #expect(end.finished)
        #expect(end.finishedStatus?.score == 1)
        #expect(end.records.first?.status == .answered)
    }

    @Test("Answering every question right ends the run with all of them")
    func survivesAll() {
        var mode = survival(count: 2)
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("2"), at: .zero)
        let last = mode.handle(.answer("4"), at: .zero)
        #expect(last.customs["survival.over"] == "You survived every question: 2 right.")
        #expect(last.finishedStatus?.score == 2)
    }

    @Test("Lives come from the setting, 1 by default, within 1 to 10")
    func livesSetting() {
        let setting = SurvivalMode.descriptor.settings.first
        #expect(setting?.name == "lives")
        #expect(setting?.validate("3") == .success("3"))
        if case .success = setting?.validate("0") { Issue.record("0 lives must be refused") }
        #expect(survival().lives == 1)
        #expect(survival(lives: "4").lives == 4)
    }

    @Test("Survival has its own board: the summary gives the rank on it, and stats the best run")
    func board() async throws {
        let store = try Store()
        let registry = try BuiltinPlugins.registry()
        func run(_ player: String, rightAnswers: Int) async throws -> GameSummary? {
            var setup = GameSetup(modeID: "survival", categoryID: "arithmetic-easy", count: 10, seed: 11, date: "2026-11-22")
            setup.modeOptions["lives"] = "1"
            let questions = ArithmeticGenerator(level: .easy).generate(SurvivalMode.questionRequest(for: setup))
            let lines = questions.prefix(rightAnswers).map { $0.answers[0] } + ["-1"]
            let t = try await TestApp(lines: lines + ["stats"], registry: registry, store: store, player: player)
            return await GamePlay(t.app).runGame(setup)
        }
        let ann = try await run("Ann", rightAnswers: 4)
        #expect(ann?.status.score == 4)
        #expect(ann?.rank == nil)  // no rank by category: survival's own board instead
        #expect(ann?.extra.first == "On the survival board: rank 1 of 1 player, with your best run of 4. A new best run!")
        let bob = try await run("Bob", rightAnswers: 2)
        #expect(bob?.extra.first == "On the survival board: rank 2 of 2 players, with your best run of 2. A new best run!")
        #expect(bob?.extra.dropFirst().first == "Top of the survival board: 1. Ann, 4; 2. Bob, 2.")
        #expect(
            SurvivalMode.hooks.scoreLabel(
                GameSetup(modeID: "survival", categoryID: nil, count: nil, seed: 0, date: "x", modeOptions: ["lives": "3"])) == nil)
    }
}
