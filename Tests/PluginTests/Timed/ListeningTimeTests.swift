// Plugins this file needs: Arithmetic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@Suite("Timed games do not count the time spent hearing the question", .timeLimit(.minutes(3)))
struct ListeningTimeTests {
    @Test func theClockWaitsWhileTheQuestionIsReadAloud() async throws {
        let clock = ManualClock()
        let reader = GatedLineReader()
        let events = RecordingSink()
        let speech = ListeningSpeechControl()
        let options = AppOptions(databasePath: ":memory:", playerName: "Lee", today: "2026-11-22", color: false, interactive: false)
        let app = try await Earshot(
            store: try Store(), registry: try BuiltinPlugins.registry(), presenter: Presenter(sinks: [events]),
            input: InputChannel(reader: reader), speech: speech, options: options, clock: clock)
        let setup = GameSetup(
            modeID: "timed", categoryID: "arithmetic-easy", count: 1, seed: 3, date: "2026-11-22",
            settings: PlayerSettings(timeScale: 1))
        func warnings() -> [Int] {
            events.gameEvents.compactMap { if case .timeLeft(let s, true) = $0 { return s } else { return nil } }
        }

        let game = Task { await GamePlay(app).runGame(setup) }
        try #require(await eventually { reader.isWaiting }, "the game never read a line; it said \(events.events)")
        // The question and its options take 6 seconds to say.
        speech.setReadingTime(.seconds(6))
        clock.advance(by: .seconds(10))
        // 10 seconds have passed, but only 4 of them after the question was heard: no warning yet.
        #expect(await eventually { clock.sleeperCount > 0 })
        #expect(warnings().isEmpty)
        clock.advance(by: .seconds(6))
        #expect(await eventually { warnings() == [10] })
        clock.advance(by: .seconds(5))
        #expect(await eventually { warnings() == [10, 5] })
        clock.advance(by: .seconds(5))
        let summary = try #require(await ended(game), "the game never ended")
        reader.close()
        #expect(summary?.status.answered == 1)
        #expect(events.gameEvents.contains { if case .timeUp = $0 { true } else { false } })
    }

    @Test func theClockStandsStillWhileAskingWhetherToLeave() async throws {
        let clock = ManualClock()
        let reader = GatedLineReader()
        let events = RecordingSink()
        let options = AppOptions(databasePath: ":memory:", playerName: "Lee", today: "2026-11-22", color: false, interactive: false)
        let app = try await Earshot(
            store: try Store(), registry: try BuiltinPlugins.registry(), presenter: Presenter(sinks: [events]),
            input: InputChannel(reader: reader), speech: nil, options: options, clock: clock)
        let setup = GameSetup(
            modeID: "timed", categoryID: "arithmetic-easy", count: 1, seed: 3, date: "2026-11-22",
            settings: PlayerSettings(timeScale: 1))
        let game = Task { await GamePlay(app).runGame(setup) }
        #expect(await eventually { reader.isWaiting })
        clock.advance(by: .seconds(5))
        reader.send("quit")
        #expect(await eventually { reader.prompts.last == "Leave the game? (yes or no): " && reader.isWaiting })
        clock.advance(by: .seconds(60))  // a long think about leaving
        reader.send("no")
        #expect(await eventually { reader.prompts.last == "Your answer: " && reader.isWaiting })
        reader.send("time")
        #expect(await eventually { events.gameEvents.contains(.timeLeft(seconds: 15, warning: false)) })
        #expect(!events.gameEvents.contains { if case .timeUp = $0 { true } else { false } })
        reader.send("quit")
        #expect(await eventually { reader.isWaiting })
        reader.send("yes")
        #expect(await ended(game) != nil, "the game ended")
        reader.close()
    }
}
