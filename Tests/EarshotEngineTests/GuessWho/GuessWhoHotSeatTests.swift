import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Guess who in the hot seat: a game of their own for each player, one line a turn.
@Suite("Hot seat: guess who")
struct GuessWhoHotSeatTests {
    @Test func guessWhoInTheHotSeatTakesTurnsOneLineEach() async throws {
        let t = try await TestApp(
            lines: [
                "hot seat Ann Bob", "play guess-who --board animals", "can it fly", "board", "is it a mammal", "guess lion", "guess dog",
                "quit",
            ],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(!text.contains("0 questions"), "\(text)")
        #expect(text.contains("Each plays a Guess who game of their own"))
        // Ann asks; Bob hears his board (a command: his turn goes on) and asks; Ann guesses.
        let turns = text.split(separator: "\n").filter { $0.hasSuffix("your turn.") }.map(String.init)
        #expect(Array(turns.prefix(3)) == ["Ann, your turn.", "Bob, your turn.", "Ann, your turn."], "\(turns)")
        #expect(text.contains("Final ranking:"))
    }

    /// `--players` with names is the hot seat even for a mode whose own `players` setting
    /// takes a number: `--players 2` stays guess who's two-player game.
    @Test func playersByNameIsTheHotSeatAndByNumberTheModesOwn() async throws {
        let t = try await TestApp(
            lines: ["play guess-who --board animals --players Ann,Bob", "can it fly", "quit", "yes", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await t.app.runREPL(version: "test")
        #expect(t.output.text.contains("Each plays a Guess who game of their own"), "\(t.output.text)")
        #expect(!t.output.text.contains("takes a whole number"))
        let two = try await TestApp(
            lines: ["play guess-who --board animals --players 2 --opponent Bea", "quit", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await two.app.runREPL(version: "test")
        #expect(two.output.text.contains("Tester, put on headphones; Bea, look away."), "\(two.output.text)")
    }
}
