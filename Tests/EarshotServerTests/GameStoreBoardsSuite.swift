import EarshotApp
import EarshotStore
import Foundation
import Testing

/// Imported guess-who boards kept the same way by every ``GameStore``.
@Suite("Store protocol: guess-who boards, on SQLite and PostgreSQL")
struct GameStoreBoardsSuite {
    @Test(arguments: StoreKind.available)
    func boardsAreAddedKeptAndReplaced(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(try await store.guessWhoBoards().isEmpty)
        #expect(try await store.saveGuessWhoBoard(id: "zoo", name: "zoo animals", characters: 12, json: "{\"a\":1}", at: at) == .added)
        #expect(try await store.saveGuessWhoBoard(id: "art", name: "Artists", characters: 16, json: "{\"b\":1}", at: at) == .added)
        #expect(try await store.saveGuessWhoBoard(id: "bus", name: "artists", characters: 9, json: "{\"c\":1}", at: at) == .added)
        // The same board again changes nothing.
        #expect(try await store.saveGuessWhoBoard(id: "zoo", name: "zoo animals", characters: 12, json: "{\"a\":1}", at: at) == .unchanged)
        // By name without regard to case, then id, as SQLite's NOCASE orders them.
        #expect(try await store.guessWhoBoards().map(\.id) == ["art", "bus", "zoo"])
        // Other content under the same id replaces the board and says what was there.
        let old = try #require(try await store.guessWhoBoard(id: "zoo"))
        #expect(old.characters == 12 && old.json == "{\"a\":1}")
        let later = at.addingTimeInterval(60)
        #expect(
            try await store.saveGuessWhoBoard(id: "zoo", name: "Zoo", characters: 20, json: "{\"a\":2}", at: later)
                == .replaced(previous: old))
        let now = try #require(try await store.guessWhoBoard(id: "zoo"))
        #expect(now.name == "Zoo" && now.characters == 20 && now.json == "{\"a\":2}")
        #expect(now.importedAt == ISO8601DateFormatter().string(from: later))
        #expect(try await store.guessWhoBoard(id: "none") == nil)
        #expect(try await store.guessWhoBoards().count == 3)
    }
}
