// Plugins this file needs: Arithmetic

import EarshotApp
import EarshotCore
import EarshotStore
import Testing

/// The built-in bank is big enough to play for weeks, and `categories` shows its counts by
/// difficulty.
@Suite struct BuiltinBankTests {
    @Test func hasEnoughQuestionsCategoriesAndListQuestions() async throws {
        let store = try Store()
        let report = await PackInstaller.installBuiltins(into: store)
        #expect(report.problems.isEmpty)
        let questions = try await store.questions(in: nil)
        let categories = try await store.categories()
        #expect(questions.count >= 600)
        #expect(categories.count >= 12)
        #expect(questions.filter { $0.kind == .list }.count >= 20)
        #expect(categories.allSatisfy { c in Difficulty.allCases.allSatisfy { (c.byDifficulty[$0] ?? 0) > 0 } })

        let t = try await makeTestApp(store: store)
        await t.app.perform(command: "categories")
        // The stored categories plus those the plugins generate (mental arithmetic).
        let generated = t.app.environment.registry.generators.count
        #expect(generated > 0)
        #expect(t.messages.first == "\(categories.count + generated) categories, \(questions.count) stored questions:")
        let science = try #require(categories.first { $0.category.id == "science" })
        let line =
            "  Science (science): \(science.total) questions, \(science.byDifficulty[.easy]!) easy, "
            + "\(science.byDifficulty[.medium]!) medium, \(science.byDifficulty[.hard]!) hard."
        #expect(t.messages.contains(line))
    }
}
