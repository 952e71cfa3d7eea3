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

/// After a time-up the next question's prompt is said like every other, and at full
/// verbosity each question of a timed game is followed by the time left.
@Suite struct TimeUpPromptTests {
    static func prompts(_ sink: RecordingSink) -> Int {
        sink.events.filter { $0 == .app(.prompt("Your answer?")) }.count
    }

    @Test(arguments: [Verbosity.normal, .full])
    func theNextPromptIsSpokenAfterATimeUp(verbosity: Verbosity) async throws {
        let clock = ManualClock()
        let reader = GatedLineReader()
        let events = RecordingSink()
        let options = AppOptions(databasePath: ":memory:", playerName: "Tim", today: "2026-11-22", color: false, interactive: false)
        let app = try await Earshot(
            store: try Store(), registry: try BuiltinPlugins.registry(),
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: RecordingOutput()), events]),
            input: InputChannel(reader: reader), speech: nil, options: options, clock: clock)
        let setup = GameSetup(
            modeID: "timed", categoryID: "arithmetic-easy", count: 2, seed: 7, date: "2026-11-22",
            settings: PlayerSettings(timeScale: 1, verbosity: verbosity))
        await app.perform(command: "verbosity \(verbosity.rawValue)")
        func asked() -> Int { events.gameEvents.filter { if case .asked = $0 { true } else { false } }.count }
        func timeLeft() -> Int { events.gameEvents.filter { if case .timeLeft(_, false) = $0 { true } else { false } }.count }
        let game = Task { await GamePlay(app).runGame(setup) }
        #expect(await eventually { asked() == 1 && reader.isWaiting })
        #expect(Self.prompts(events) == 1)
        clock.advance(by: .seconds(20))
        // The second question comes, then its time and its prompt (a loaded machine can
        // stop the game between them: wait for the prompt, not only the question).
        #expect(await eventually { asked() == 2 && Self.prompts(events) >= 2 && reader.isWaiting })
        #expect(Self.prompts(events) == 2)  // the second question's prompt, after the time-up
        #expect(timeLeft() == (verbosity == .full ? 2 : 0))
        reader.send("skip")
        #expect(await ended(game) != nil, "the game ended")
        reader.close()
    }
}
