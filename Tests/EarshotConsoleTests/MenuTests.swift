// Plugins this file needs: Classic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// The menus before a game are short to listen to: modes by name (what one is on `help 2`),
/// and the categories of the player's language, with each other language one item.
@Suite("Menus before a game")
struct MenuTests {
    /// A bank with English geography and two Chinese categories.
    static func store() throws -> Store {
        let store = try alphaStore()
        let questions = ["zh-history", "zh-science"].map {
            Question(categoryID: $0, kind: .choice, difficulty: .easy, text: "问题？", answers: ["甲"], wrong: ["乙", "丙", "丁"])
        }
        try store.install(
            Pack(
                id: "zh", name: "中文",
                categories: [
                    Category(id: "zh-history", name: "历史", language: .zh), Category(id: "zh-science", name: "科学", language: .zh),
                ],
                questions: questions, contentHash: "z1"))
        return store
    }

    func run(_ lines: [String]) async throws -> String {
        let t = try TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: try Self.store())
        _ = await t.app.runREPL(version: "test")
        return t.output.text
    }

    @Test func modesAreNamedAndDescribedOnRequest() async throws {
        let text = try await run(["play", "help 1", "cancel", "quit"])
        #expect(text.contains("Choose a mode:\n  1. Classic\n  2. Timed\n"))
        #expect(text.contains("Type help and a number to hear what one is."))
        #expect(text.contains("Classic: Ten questions from one category"))
    }

    @Test func modesAreNamedInThePlayersLanguage() async throws {
        let text = try await run(["language zh", "play", "cancel", "quit"])
        #expect(text.contains("请选择模式：\n  1. 经典\n"), "\(text)")
        #expect(!text.contains("Ten questions from one category"))
    }

    @Test func anotherLanguagesCategoriesAreOneItemWithAMenuOfTheirOwn() async throws {
        let text = try await run(["play classic", "5", "2", "quit", "yes", "quit"])
        #expect(text.contains("  1. Geography\n  2. Mental arithmetic, easy\n"))
        #expect(text.contains(". Categories in Chinese: 2\n"))
        #expect(!text.contains("历史 (中文)"))
        #expect(text.contains("Choose a category in Chinese:\n  1. 历史\n  2. 科学\n"))
        #expect(text.contains("Classic game: 1 question, 科学."))
    }

    @Test func anotherLanguagesCategoryCanBeNamedAtTheFirstMenu() async throws {
        let text = try await run(["play classic", "历史", "quit", "yes", "quit"])
        #expect(text.contains("Classic game: 1 question, 历史."), "\(text)")
    }

    @Test func anOrdinalBeyondTheMenuIsNotTakenAsAName() async throws {
        let text = try await run(["play classic", "9th", "cancel", "quit"])
        #expect(text.contains("\"9th\" is not on the list."))
    }
}
