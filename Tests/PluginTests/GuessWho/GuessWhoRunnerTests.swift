import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

/// Guess who's settings, as the engine hands them over in `modeOptions`, through the real game
/// runner and store.
@Suite("Guess who through the game runner")
struct GuessWhoRunnerTests {
    @Test("Two players of guess who pick, take turns, and the first right guess wins")
    func twoPlayerGuessWho() async throws {
        let lines = [
            "tortoise", "eagle",  // player 1 picks for player 2, then player 2 for player 1
            "can it fly",  // player 1: about the eagle, yes
            "is it a reptile",  // player 2: about the tortoise, yes
            "flip parrot",  // player 1 rules out the parrot by hand (no turn used)
            "is it a pet",  // player 1: no
            "guess king cobra",  // player 2: wrong, so player 1 wins
        ]
        let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry())
        let setup = GameSetup(
            modeID: "guess-who", categoryID: nil, count: nil, seed: 4, date: "2026-11-22",
            modeOptions: ["board": "animals", "players": "2", "opponent": "Bob"])
        let summary = await GamePlay(t.app).runGame(setup)
        let text = t.output.text
        #expect(summary?.outcome == .completed)
        // The players by name: the signed-in player, and the opponent the setting named.
        #expect(text.contains("Tester, put on headphones; Bob, look away."), "\(text)")
        #expect(!text.contains("Player 1") && !text.contains("Player 2"))
        #expect(text.contains("Yes. It can fly. Flipped down:"))
        #expect(text.contains("Yes. It is a reptile. Flipped down:"))
        #expect(text.contains("Parrot is flipped down."))
        #expect(text.contains("No. It is not usually kept as a pet."))
        #expect(
            text.contains(
                "No, it is not King cobra. The secret animal was Tortoise. A wrong guess loses: Tester wins, with no points, since nobody guessed right. Tester was looking for Eagle."
            ), "\(text)")
        #expect(summary?.status.score == 0, "player 1 did not guess: no points they did not play for")
        #expect(!text.contains("0 questions"))
    }
}
