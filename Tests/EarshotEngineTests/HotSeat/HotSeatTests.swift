// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@Suite("Hot seat: several players on one keyboard")
struct HotSeatTests {
    func run(_ lines: [String], store: Store? = nil) async throws -> TestApp {
        try await playREPL(lines, store: store)
    }

    @Test func turnsAreNamedScoresReadEachRoundAndTheRankingIsStated() async throws {
        // Three questions for three players, one each: Ann right, Bob wrong, Cy right.
        let t = try await run(["hot seat Ann, Bob and Cy", "play classic geography 1", "alpha", "beta", "alpha", "quit"])
        let text = t.output.text
        #expect(text.contains("Hot seat: Ann, Bob and Cy. Type play to start a game for all of you."))
        #expect(text.contains("a tie goes to more right answers, then to less time taken."))
        #expect(text.contains("Ann, your turn. Question 1 of 1."))
        #expect(text.contains("Bob, your turn. Question 1 of 1."))
        #expect(text.contains("Cy, your turn. Question 1 of 1."))
        // Each player saw a different question.
        let asked = text.split(separator: "\n").filter { $0.hasPrefix("Geography question") }
        #expect(Set(asked).count == 3)
        #expect(text.contains("Final ranking:\n  1. Ann: 100 points, 1 right,"))
        #expect(text.contains("\n  1. Cy: 100 points, 1 right,"))
        #expect(text.contains("\n  3. Bob: 0 points, 0 right,"))
    }

    @Test func eachPlayersResultsGoToTheirOwnStats() async throws {
        let store = try await alphaBank()
        _ = try await run(["play classic geography 1 --players Ann,Bob", "alpha", "gamma", "quit"], store: store)
        let ann = try await store.stats(playerID: try await store.guest(named: "Ann").id)
        let bob = try await store.stats(playerID: try await store.guest(named: "Bob").id)
        #expect(ann.games == 1 && ann.correct == 1)
        #expect(bob.games == 1 && bob.correct == 0)
        #expect(try await store.stats(playerID: try await store.player(named: "Tester").id).games == 0)
    }

    @Test func scoresAreReadAfterEachRound() async throws {
        let store = try await alphaBank()
        let t = try await run(["play classic geography --players Ann,Bob", "alpha", "beta", "skip", "alpha", "quit"], store: store)
        #expect(t.output.text.contains("Scores after round 1: Ann 100 points, Bob 0 points."))
        #expect(t.output.text.contains("Final ranking:\n  1. Ann: 100 points, 1 right,"))
    }

    @Test func quittingEndsTheGameForEveryoneAndKeepsTheAnswers() async throws {
        let t = try await run(["play classic geography 1 --players Ann,Bob", "alpha", "quit", "yes", "quit"])
        let text = t.output.text
        #expect(text.contains("Leave this game?"))
        #expect(text.contains("Game over: you left the Classic game early"))
        let ann = try await t.store.stats(playerID: try await t.store.guest(named: "Ann").id)
        #expect(ann.answered == 1)
    }

    @Test func tooFewOrRepeatedPlayersAreRefusedInWords() async throws {
        let t = try await run(["hot seat Ann", "hot seat Ann ann", "play classic geography --players Ann", "quit"])
        let text = t.output.text
        #expect(text.contains("A hot-seat game is for 2 to 6 players; you named 1."))
        #expect(text.contains("ann is named twice. Each player takes one seat."))
        #expect(!text.contains("your turn"))
    }
}
