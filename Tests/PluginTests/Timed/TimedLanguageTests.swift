import EarshotCore
import Testing

@testable import Timed

/// The timed mode speaks the player's language.
@Suite("The timed mode in the player's language")
struct TimedLanguageTests {
    @Test("Timed: rules, the clock's verbs, the warning hint, a late answer and the speed note", arguments: otherLanguages)
    func timedMode(_ language: Language) {
        compareSaid(language) { l in
            var mode = TimedMode(context: inLanguage(context(mode: "timed", count: 4, scale: 1.5), l))
            return [
                mode.start(at: .zero),
                mode.handle(.answer("2"), at: .seconds(1)),
                mode.handle(.answer("4"), at: .seconds(2)),
                mode.handle(.moreTime, at: .seconds(3)),
                mode.handle(.pause, at: .seconds(4)),
                mode.handle(.answer("6"), at: .seconds(5)),
                mode.handle(.moreTime, at: .seconds(6)),
                mode.handle(.pause, at: .seconds(7)),
                mode.handle(.time, at: .seconds(8)),
                mode.handle(.resume, at: .seconds(9)),
                mode.handle(.resume, at: .seconds(10)),
                mode.tick(at: .seconds(65)),
                mode.handle(.answer("6"), at: .seconds(200)),
            ]
        }
        compareSaid(language) { l in
            var mode = TimedMode(context: inLanguage(context(mode: "timed", count: 2, scale: nil), l))
            return [mode.start(at: .zero), mode.handle(.time, at: .seconds(1))]
        }
    }

    @Test("The timing kept beside a score stays English in the store and is said in the player's language")
    func timingLabels() {
        let zh = Messages(.zh)
        #expect(TimedHooks().scoreLabel(GameSetup(modeID: "timed", categoryID: nil, count: nil, seed: 0, date: "x")) == "standard")
        #expect(TimedHooks().scoreLabelText("standard", zh) == "标准")
        #expect(TimedHooks().scoreLabelText("off", zh) == "关闭")
        #expect(TimedHooks().scoreLabelText("2 times as long", zh) == "标准的2倍")
        #expect(TimedHooks().scoreLabelText("2.5 times as long", .english) == "2.5 times as long")
        #expect(TimedHooks().scoreLabelText("strange", zh) == "strange")
    }
}
