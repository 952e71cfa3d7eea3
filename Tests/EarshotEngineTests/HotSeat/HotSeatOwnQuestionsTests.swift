import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Synchronization
import Testing

/// A hot seat of a mode that brings each player's own questions (as review brings each
/// player's deck) asks each player's material once, never twice.
@Suite("Hot seat with each player's own questions")
struct HotSeatOwnQuestionsTests {
    /// How many times each player's questions were asked for.
    final class Asked: Sendable {
        private let counts = Mutex([String: Int]())
        func count(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }
        var byName: [String: Int] { counts.withLock { $0 } }
    }

    /// Each player's own question, which names them; counted in `asked`.
    struct OwnHooks: ModeHooks {
        let asked: Asked
        func questions(for request: QuestionRequest, _ context: HookContext) async throws -> [Question]? {
            asked.count(context.playerName)
            return [
                Question(
                    categoryID: "geo", kind: .choice, difficulty: .easy, text: "\(context.playerName)'s own question?",
                    answers: ["Alpha"], wrong: ["Beta", "Gamma", "Delta"])
            ]
        }
    }

    /// The test mode, whose questions come from ``OwnHooks``.
    struct OwnProvider: ModeProvider {
        let asked: Asked
        var descriptor: ModeDescriptor {
            var d = VerbMode.descriptor
            d.id = "own-deck"
            d.name = "Own deck"
            return d
        }
        var hooks: any ModeHooks { OwnHooks(asked: asked) }
        func questionRequest(for setup: GameSetup) -> QuestionRequest {
            QuestionRequest(categoryID: setup.categoryID, count: 1, seed: setup.seed)
        }
        func makeRunner(context: ModeContext) async throws -> any ModeRunner { InProcessRunner(VerbMode(context: context)) }
    }

    @Test func eachSeatsQuestionsAreFetchedOnce() async throws {
        let asked = Asked()
        var registry = try BuiltinPlugins.registry()
        try registry.add(mode: OwnProvider(asked: asked))
        let t = try await TestApp(
            lines: ["play own-deck --players Ann,Bob", "1", "1", "quit"], registry: registry, store: try await alphaBank(), player: "Ann")
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("Ann's own question?") && text.contains("Bob's own question?"), "\(text)")
        #expect(asked.byName == ["Ann": 1, "Bob": 1], "each seat's questions fetched once: \(asked.byName)")
    }
}
