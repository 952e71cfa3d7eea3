// Plugins this file needs: Arithmetic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@Suite("Reporting a question during a timed game", .timeLimit(.minutes(3)))
struct ReportClockTests {
    /// `report` asks for the words; however long they take, the question keeps the time it
    /// had, and the answer after it is the question's.
    @Test func theClockStandsStillWhileReporting() async throws {
        let clock = ManualClock()
        let reader = GatedLineReader()
        let events = RecordingSink()
        let store = try Store()
        let options = AppOptions(databasePath: ":memory:", playerName: "Lee", today: "2026-11-22", color: false, interactive: false)
        let app = try await Earshot(
            store: store, registry: try BuiltinPlugins.registry(), presenter: Presenter(sinks: [events]),
            input: InputChannel(reader: reader), speech: nil, options: options, clock: clock)
        let setup = GameSetup(
            modeID: "timed", categoryID: "arithmetic-easy", count: 1, seed: 3, date: "2026-11-22",
            settings: PlayerSettings(timeScale: 1))
        func said(_ text: String) -> Bool {
            events.events.contains { if case .app(.info(let info)) = $0 { info.contains(text) } else { false } }
        }
        let game = Task { await GamePlay(app).runGame(setup) }
        #expect(await eventually { reader.isWaiting })
        let asked = try #require(events.gameEvents.compactMap { if case .asked(let q) = $0 { q } else { nil } }.first)
        clock.advance(by: .seconds(5))
        reader.send("report")
        #expect(await eventually { said("What is wrong with the question") && reader.isWaiting })
        clock.advance(by: .seconds(60))  // a long search for the words
        reader.send("hard to hear")
        #expect(await eventually { said("Thank you. Your report") && reader.prompts.last == "Your answer: " && reader.isWaiting })
        reader.send("time")
        #expect(await eventually { events.gameEvents.contains(.timeLeft(seconds: 15, warning: false)) })
        reader.send("skip")
        let summary = try #require(await ended(game), "the game never ended")
        reader.close()
        #expect(!events.gameEvents.contains { if case .timeUp = $0 { true } else { false } }, "the time never ran out")
        #expect(events.gameEvents.contains { if case .skipped = $0 { true } else { false } })
        #expect(summary?.status.answered == 1)
        let report = try #require(try await store.openReports(offset: 0, limit: 10).items.first)
        #expect(report.words == "hard to hear" && report.questionText == asked.text)
        #expect(report.questionID == nil, "mental arithmetic is made up, not in the bank")
    }
}
