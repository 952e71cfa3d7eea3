// Plugins this file needs: Arithmetic

import Arithmetic
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Foundation
import Testing

@Suite("The example plugin in docs/plugins.md")
struct DocExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("docs/plugins.md shows the example exactly as it is compiled here")
    func docMatchesSource() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/PluginTests/SuddenDeathExample.swift"), encoding: .utf8)
        #expect(doc.contains("```swift\n" + source + "```\n"))
    }

    @Test("The example plugin registers beside the built-ins and plays to its end")
    func examplePlays() async throws {
        let registry = try PluginRegistry(plugins: BuiltinPlugins.all + [SuddenDeathPlugin.self])
        #expect(registry.mode("sudden-death")?.plugin == "sudden-death")
        let questions = [1, 2, 3].map {
            Question(categoryID: "sums", kind: .typed, difficulty: .easy, text: "What is \($0) plus \($0)?", answers: [String(2 * $0)])
        }
        var mode = SuddenDeathMode(
            context: ModeContext(
                setup: GameSetup(modeID: "sudden-death", categoryID: "sums", count: 3, seed: 1, date: "2026-11-22"),
                questions: questions, categoryNames: ["sums": "Sums"]))
        _ = mode.start(at: .zero)
        #expect(mode.handle(.answer("two"), at: .zero).finished == false)
        let last = mode.handle(.answer("7"), at: .seconds(2))
        #expect(last.finished)
        #expect(last.events.last == .finished(outcome: .completed, status: ScoreStatus(score: 100, correct: 1, answered: 2, total: 3)))

        // Through the runner: the first generated problem answered right, the second wrong.
        let first = ArithmeticGenerator(level: .easy).generate(QuestionRequest(categoryID: nil, count: 5, seed: 1))[0]
        let t = try await TestApp(lines: [first.answers[0], "999"], registry: registry)
        #expect(await GamePlay(t.app).runScripted(mode: "sudden-death", category: "arithmetic-easy", count: 5, seed: 1))
        #expect(t.output.text.contains("Sudden death game: 5 questions, Mental arithmetic, easy."))
        #expect(t.output.text.contains("One wrong answer and the game is over."))
        #expect(t.output.text.contains("Game over. Sudden death, Mental arithmetic, easy.\nScore: 100 points. 1 of 5 correct."))
    }
}
