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
    static func store() async throws -> Store {
        let store = try await alphaStore()
        let questions = ["zh-history", "zh-science"].map {
            Question(categoryID: $0, kind: .choice, difficulty: .easy, text: "问题？", answers: ["甲"], wrong: ["乙", "丙", "丁"])
        }
        try await store.install(
            Pack(
                id: "zh", name: "中文",
                categories: [
                    Category(id: "zh-history", name: "历史", language: .zh), Category(id: "zh-science", name: "科学", language: .zh),
                ],
                questions: questions, contentHash: "z1"))
        return store
    }

    func run(_ lines: [String]) async throws -> String {
        let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: try Self.store())
        _ = await t.app.runREPL(version: "test")
        return t.output.text
    }

    @Test func modesAreNamedAndDescribedOnRequest() async throws {
        let text = try await run(["play", "help 1", "cancel", "quit"])
        #expect(text.contains("Choose a mode:\n  1. Classic\n  2. Timed\n"))
        #expect(text.contains("Help and a number says what one is."))
        #expect(text.contains("Classic: Ten questions from one category"))
    }

    @Test func modesAreNamedInThePlayersLanguage() async throws {
        let text = try await run(["language zh", "play", "cancel", "quit"])
        #expect(text.contains("模式：\n  1. 经典\n"), "\(text)")
        #expect(!text.contains("Ten questions from one category"))
    }

    @Test func anotherLanguagesCategoriesAreOneItemWithAMenuOfTheirOwn() async throws {
        let text = try await run(["play classic", "3", "2", "quit", "yes", "quit"])
        #expect(text.contains("Choose a category:\n  1. Geography\n  2. Mental arithmetic\n  3. In Chinese\n  4. All categories, mixed\n"))
        #expect(!text.contains("历史 (中文)"))
        #expect(text.contains("Choose from Chinese:\n  1. 历史\n  2. 科学\n"))
        #expect(text.contains("Classic game: 1 question, 科学."))
    }

    @Test func aPluginsLevelsAreOneItemWithAMenuOfTheirOwn() async throws {
        let text = try await run(["play classic", "mental arithmetic", "hard", "quit", "yes", "quit"])
        #expect(text.contains("Choose from Mental arithmetic:\n  1. easy\n  2. medium\n  3. hard\n"))
        #expect(text.contains("Classic game: 10 questions, Mental arithmetic, hard."), "\(text)")
    }

    @Test func anotherLanguagesCategoryCanBeNamedAtTheFirstMenu() async throws {
        let text = try await run(["play classic", "历史", "quit", "yes", "quit"])
        #expect(text.contains("Classic game: 1 question, 历史."), "\(text)")
    }

    @Test func aLongPasteIsNotReadBackWhole() async throws {
        let text = try await run(["play", String(repeating: "x", count: 5000), "cancel", "quit"])
        #expect(text.contains("\"" + String(repeating: "x", count: 60) + "…\" is not on the list."))
        #expect(!text.contains(String(repeating: "x", count: 61) + "\""))
    }

    @Test func anOrdinalBeyondTheMenuIsNotTakenAsAName() async throws {
        let text = try await run(["play classic", "9th", "cancel", "quit"])
        #expect(text.contains("\"9th\" is not on the list."))
    }
}

/// `help` lists groups; every one of Earshot's own commands is in one, and no group's word is
/// a command's.
@Suite("Help in groups")
struct HelpGroupTests {
    @Test func everyCommandIsInAGroup() {
        let names = SessionCommands.all.map { $0.descriptor.name }
        let placed = Set(HelpGroup.placed)
        #expect(names.filter { !placed.contains($0) } == [])
        #expect(placed.subtracting(names).isEmpty, "a group names a command that does not exist")
    }

    @Test func noGroupWordIsACommandWord() {
        let words = Set(SessionCommands.all.flatMap { [$0.descriptor.name] + $0.descriptor.synonyms })
        for word in HelpGroup.words { #expect(!words.contains(word), "\(word)") }
    }

    @Test func helpListsGroupsAndAGroupItsCommands() async throws {
        let t = try await TestApp(lines: ["help", "help sound", "help admin", "help 声音", "quit"], registry: try BuiltinPlugins.registry())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("Commands come in groups:\n  games"))
        #expect(text.contains("sound:\n  speech"))
        #expect(text.contains("There is nothing in admin for you."))
        #expect(!text.contains("  promote"))
    }
}
