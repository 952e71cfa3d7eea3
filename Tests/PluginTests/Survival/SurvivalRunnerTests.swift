import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

/// Survival's settings, as the engine hands them over in `modeOptions`, through the real game
/// runner and store.
@Suite("Survival through the game runner")
struct SurvivalRunnerTests {
    @Test("Survival with three lives through the runner: two misses survived, the third ends the run")
    func survivalLives() async throws {
        let t = try await TestApp(lines: ["skip", "skip", "skip"], registry: try BuiltinPlugins.registry(), store: try await packedStore())
        let setup = GameSetup(
            modeID: "survival", categoryID: "science", count: nil, seed: 4, date: "2026-11-22", modeOptions: ["lives": "3"])
        let summary = await GamePlay(t.app).runGame(setup)
        #expect(summary?.outcome == .completed)
        #expect(t.output.text.contains("You have 3 lives: each miss or skip costs one."))
        #expect(t.output.text.contains("That costs a life: 1 life left."))
        #expect(t.output.text.contains("Out of lives. Your run: 0 right answers."))
        #expect(summary?.status.answered == 3)
    }
}
