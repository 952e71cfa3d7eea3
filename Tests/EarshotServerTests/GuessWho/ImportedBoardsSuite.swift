import EarshotApp
import EarshotCore
import EarshotStore
import Foundation
import GuessWho
import Testing

/// Imported guess-who boards kept the same way in the guess-who plugin's shared data by every
/// ``GameStore``.
@Suite("Guess-who boards in the plugin's data, on SQLite and PostgreSQL")
struct ImportedBoardsSuite {
    @Test(arguments: StoreKind.available)
    func boardsAreAddedKeptAndReplaced(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let boards = ImportedBoards(StoredPluginData(store: store, plugin: GuessWhoPlugin.id, owner: .shared))
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(try await boards.all().isEmpty)
        #expect(try await boards.save(id: "zoo", name: "zoo animals", characters: 12, json: "{\"a\":1}", at: at) == .added)
        #expect(try await boards.save(id: "art", name: "Artists", characters: 16, json: "{\"b\":1}", at: at) == .added)
        #expect(try await boards.save(id: "bus", name: "artists", characters: 9, json: "{\"c\":1}", at: at) == .added)
        // The same board again changes nothing.
        #expect(try await boards.save(id: "zoo", name: "zoo animals", characters: 12, json: "{\"a\":1}", at: at) == .unchanged)
        // By name without regard to case, then id.
        #expect(try await boards.all().map(\.id) == ["art", "bus", "zoo"])
        // Other content under the same id replaces the board and says what was there.
        let old = try #require(try await boards.board(id: "zoo"))
        #expect(old.characters == 12 && old.json == "{\"a\":1}")
        let later = at.addingTimeInterval(60)
        #expect(try await boards.save(id: "zoo", name: "Zoo", characters: 20, json: "{\"a\":2}", at: later) == .replaced(previous: old))
        let now = try #require(try await boards.board(id: "zoo"))
        #expect(now.name == "Zoo" && now.characters == 20 && now.json == "{\"a\":2}")
        #expect(now.importedAt == ISO8601DateFormatter().string(from: later))
        #expect(try await boards.board(id: "none") == nil)
        #expect(try await boards.all().count == 3)
        // Boards are shared: every player sees them, and no player's own space holds them.
        let ann = try await store.player(named: "Ann").id
        #expect(try await StoredPluginData(store: store, plugin: GuessWhoPlugin.id, owner: .player(ann)).allEntries().isEmpty)
    }
}
