// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

/// A hot-seat review: each player reviews their own deck, and a player with nothing due sits
/// the game out while the others play (issue 25: every seat drew the signed-in player's cards,
/// and one player's "nothing due" ended the game for everyone).
@Suite("Hot-seat review", .serialized)
struct HotSeatReviewTests {
    @Test func eachPlayerReviewsTheirOwnDeck() async throws {
        let store = try await packedStore()
        // Day one: Ann misses two questions, Cy one; Bob never plays.
        let annGame = GameSetup(modeID: "classic", categoryID: "science", count: 2, seed: 9, date: "")
        let cyGame = GameSetup(modeID: "classic", categoryID: "history", count: 1, seed: 4, date: "")
        let annCards = try await store.draw(ClassicModeRequest.request(annGame))
        let cyCards = try await store.draw(ClassicModeRequest.request(cyGame))
        _ = try await playGame(store, "Ann", on: "2026-03-02", annGame, lines: ["skip", "skip"])
        _ = try await playGame(store, "Cy", on: "2026-03-02", cyGame, lines: ["skip"])

        // Day two, at Ann's keyboard.
        let t = try await TestApp(
            lines: ["play review --players Ann,Bob,Cy", "skip", "skip", "skip", "quit"], registry: try BuiltinPlugins.registry(),
            store: store, player: "Ann", today: "2026-03-03")
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("Bob: Your review deck is empty."), "Bob hears why, by name: \(text)")
        #expect(text.contains("So Bob sits this game out; the others play."))
        #expect(text.contains("Ann, your turn. Question 1 of 2."), "\(text)")
        #expect(text.contains("Cy, your turn. Question 1 of 1."), "\(text)")
        #expect(!text.contains("Bob, your turn"))
        // Cy is asked his own card, and Ann hers.
        #expect(text.contains(cyCards[0].text))
        #expect(annCards.allSatisfy { text.contains($0.text) })
        #expect(text.contains("Final ranking:"))
    }

    @Test func nobodyWithCardsDueMeansNoGame() async throws {
        let store = try await packedStore()
        let t = try await TestApp(
            lines: ["play review --players Ann,Bob", "quit"], registry: try BuiltinPlugins.registry(), store: store, player: "Ann",
            today: "2026-03-03")
        _ = await t.app.runREPL(version: "test")
        #expect(t.output.text.contains("Nobody at the table can play this game now."), "\(t.output.text)")
        #expect(!t.output.text.contains("your turn"))
    }
}
