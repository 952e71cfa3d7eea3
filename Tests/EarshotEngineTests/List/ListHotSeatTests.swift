import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// The list mode in the hot seat: one list, the players taking turns.
@Suite("Hot seat: a shared list")
struct ListHotSeatTests {
    @Test func playersTakeTurnsNamingTheItemsOfTheSameList() async throws {
        let store = try Store()
        let list = Question(
            categoryID: "sci", kind: .list, difficulty: .easy, text: "Name three gases of the air.",
            answers: ["Oxygen", "Nitrogen", "Helium"])
        try await store.install(
            Pack(id: "l", name: "L", categories: [Category(id: "sci", name: "Science")], questions: [list], contentHash: "l1"))
        let t = try await playREPL(
            ["play list science --players Ann,Bob", "oxygen", "nitrogen", "oxygen", "helium", "give up", "give up", "quit"], store: store)
        let text = t.output.text
        #expect(text.contains("take turns naming the items of the same list, one line each"))
        #expect(text.components(separatedBy: "Name three gases of the air.").count == 3, "both hear the same list")
        #expect(text.contains("Oxygen. 1 of 3.\nBob, your turn."), "Ann's turn ends after one line")
        #expect(text.contains("Nitrogen. 1 of 3.\nScores after round 1"), "Bob's tally is his own")
        #expect(text.contains("You already have Oxygen."))
        #expect(text.contains("Helium. 2 of 3."))
        #expect(text.contains("Final ranking:"))
    }
}
