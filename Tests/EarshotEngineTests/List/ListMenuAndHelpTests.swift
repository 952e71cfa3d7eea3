// Plugins this file needs: Arithmetic, Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A list game offers only categories with lists, and its help says what `options` and `skip`
/// do in a list game (issue 25: mental arithmetic was offered and then refused, and help
/// described both as for a question).
@Suite("A list game's menu and help")
struct ListMenuAndHelpTests {
    static func store() async throws -> Store {
        let store = try await alphaBank()
        let list = Question(
            categoryID: "sci", kind: .list, difficulty: .easy, text: "Name three gases of the air.",
            answers: ["Oxygen", "Nitrogen", "Helium"])
        try await store.install(
            Pack(id: "l", name: "L", categories: [Category(id: "sci", name: "Science")], questions: [list], contentHash: "l1"))
        return store
    }

    @Test func aListGameIsOfferedOnlyCategoriesWithLists() async throws {
        let t = try await playREPL(["play list", "cancel", "play classic", "cancel", "quit"], store: try Self.store())
        let menus = t.output.text.components(separatedBy: "Choose a category")
        try #require(menus.count == 3, "\(t.output.text)")
        let list = menus[1].components(separatedBy: "\n").prefix(3).joined(separator: "\n")
        let classic = menus[2].components(separatedBy: "\n").prefix(3).joined(separator: "\n")
        #expect(list.contains("Science"), "\(list)")
        #expect(!list.contains("Mental arithmetic") && !list.contains("Geography"), "\(list)")
        #expect(classic.contains("Mental arithmetic") && classic.contains("Geography"), "\(classic)")
        #expect(!classic.contains("Science"), "a category of lists alone is not offered for classic: \(classic)")
    }

    @Test func helpInAListGameSaysWhatOptionsAndSkipDoThere() async throws {
        let t = try await playREPL(["play list science", "help", "help skip", "give up", "quit"], store: try Self.store())
        let text = t.output.text
        #expect(text.contains(#/\n  options +The items you have found so far\.\n/#), "\(text)")
        #expect(text.contains(#/\n  skip +End this list and hear the rest, as give up does\.\n/#), "\(text)")
        #expect(text.contains("skip ends the current list, as give up does"), "\(text)")
        #expect(text.contains(#/\n  left +How many items are still to find\.\n/#), "the mode's own verbs are still listed")
        #expect(text.contains("for example: help repeat."), "the example is a word of the game, not of the main prompt")
    }

    @Test func helpInAClassicGameKeepsTheUsualWords() async throws {
        let t = try await playREPL(["play classic geography 1", "help", "alpha", "quit"], store: try Self.store())
        #expect(!t.output.text.contains("The items you have found so far."))
        #expect(!t.output.text.contains("as give up does"))
    }
}
