// Plugins this file needs: Arithmetic

import Arithmetic
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing

@testable import Survival

/// Survival speaks the player's language.
@Suite("Survival in the player's language")
struct SurvivalLanguageTests {
    @Test("Survival: rules, streak notes, lives, the score and the end of the run", arguments: otherLanguages)
    func survivalMode(_ language: Language) {
        compareSaid(language) { l in
            var c = inLanguage(context(mode: "survival", count: 6), l)
            c.setup.modeOptions["lives"] = "2"
            var mode = SurvivalMode(context: c)
            return [
                mode.start(at: .zero),
                mode.handle(.answer("2"), at: .zero),
                mode.handle(.answer("4"), at: .zero),
                mode.handle(.answer("7"), at: .zero),
                mode.handle(.score, at: .zero),
                mode.handle(.command("pause"), at: .zero),
                mode.handle(.skip, at: .zero),
            ]
        }
    }

    @Test("Survival's board at the end of a run, in Chinese")
    func survivalBoard() async throws {
        let store = try Store()
        var setup = GameSetup(
            modeID: "survival", categoryID: "arithmetic-easy", count: 10, seed: 11, date: "2026-11-22",
            settings: PlayerSettings(language: .zh))
        setup.modeOptions["lives"] = "1"
        var request = SurvivalMode.questionRequest(for: setup)
        request.language = .zh
        let questions = ArithmeticGenerator(level: .easy).generate(request)
        let t = try await TestApp(
            lines: questions.prefix(3).map { $0.answers[0] } + ["-1"], registry: try BuiltinPlugins.registry(), store: store,
            player: "Ann")
        let summary = await GamePlay(t.app).runGame(setup)
        #expect(summary?.status.score == 3)
        #expect(summary?.extra.prefix(2) == ["生存排行榜：你在1名玩家中排第1，最好成绩是3。创下新纪录！", "生存排行榜的前几名：1. Ann，3。"])
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }
}
