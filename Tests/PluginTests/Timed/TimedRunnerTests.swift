// Plugins this file needs: Arithmetic

import Arithmetic
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing
import Timed

@Suite("Timed mode through the real game runner, on a manual clock", .timeLimit(.minutes(3)))
struct TimedRunnerTests {
    @Test("A question times out after its warnings; another is extended and answered late for 500 points")
    func timeOutAndExtend() async throws {
        let clock = ManualClock()
        let reader = GatedLineReader()
        let output = RecordingOutput()
        let events = RecordingSink()
        let store = try Store()
        let options = AppOptions(databasePath: ":memory:", playerName: "Tim", today: "2026-11-22", color: false, interactive: false)
        let app = try await Earshot(
            store: store, registry: try BuiltinPlugins.registry(),
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output), events]),
            input: InputChannel(reader: reader), speech: nil, options: options, clock: clock)
        let setup = GameSetup(
            modeID: "timed", categoryID: "arithmetic-easy", count: 2, seed: 7, date: "2026-11-22",
            settings: PlayerSettings(timeScale: 1))
        let questions = ArithmeticGenerator(level: .easy).generate(TimedMode.questionRequest(for: setup))
        #expect(questions.count == 2)

        func count(_ test: (GameEvent) -> Bool) -> Int { events.gameEvents.filter(test).count }
        func isAsked(_ e: GameEvent) -> Bool { if case .asked = e { return true } else { return false } }

        let game = Task { await GamePlay(app).runGame(setup) }
        // Question 1: let it run out, advancing the clock to each wake-up in turn.
        try #require(
            await eventually { count(isAsked) == 1 && reader.isWaiting },
            "the game never read a line; it said \(events.events), prompts \(reader.prompts)")
        clock.advance(by: .seconds(10))
        #expect(await eventually { count { $0 == .timeLeft(seconds: 10, warning: true) } == 1 })
        clock.advance(by: .seconds(5))
        #expect(await eventually { count { $0 == .timeLeft(seconds: 5, warning: true) } == 1 })
        clock.advance(by: .seconds(5))
        #expect(await eventually { count(isAsked) == 2 })
        #expect(count { $0 == .timeUp(correctAnswer: questions[0].answers[0], explanation: questions[0].explanation) } == 1)

        // Question 2, asked at 20 s: ask for more time, let 25 s pass, then answer.
        reader.send("more time")
        #expect(await eventually { events.gameEvents.contains { if case .custom("timed.extended", _) = $0 { true } else { false } } })
        clock.advance(by: .seconds(25))
        #expect(await eventually { reader.isWaiting })
        reader.send(questions[1].answers[0])
        let summary = try #require(await ended(game), "the game never ended")
        reader.close()

        #expect(summary?.outcome == .completed)
        #expect(summary?.status.score == 500)
        #expect(summary?.status.correct == 1)
        #expect(summary?.extra.first == "Timing: standard.")
        #expect(count { if case .timeLeft(_, true) = $0 { true } else { false } } == 2)  // none during question 2's first 25 s
        let text = output.text
        #expect(text.contains("Time is up. The answer was \(questions[0].answers[0])."))
        #expect(text.contains("10 seconds left."))
        #expect(text.contains("5 seconds left."))
        #expect(text.contains("20 more seconds: 40 seconds left."))
        #expect(text.contains(#/Correct: .+\. \+500 points\. 500 for speed\./#))
        let stats = try await store.stats(playerID: try await store.player(named: "Tim").id)
        #expect(stats.answered == 2)
        #expect(stats.correct == 1)
        #expect(try await store.timingBests(playerID: try await store.player(named: "Tim").id).map(\.timing) == ["standard"])
    }
}
