import EarshotCore
import Testing

@testable import List

/// The list mode speaks the player's language.
@Suite("Name them all in the player's language")
struct ListLanguageTests {
    @Test("Name them all: rules, tally, repeats, misses, left, hint, the clock, restart, give up", arguments: otherLanguages)
    func listMode(_ language: Language) {
        compareSaid(language, asked: true) { l in
            var mode = ListMode(context: inLanguage(listContext(second: true), l))
            return [
                mode.start(at: .zero),
                mode.handle(.answer("neon, argon"), at: .seconds(5)),
                mode.handle(.answer("neon and gold"), at: .seconds(6)),
                mode.handle(.answer((1...5).map { "metal\($0)" }.joined(separator: ", ")), at: .seconds(7)),
                mode.handle(.command("left"), at: .seconds(8)),
                mode.handle(.command("hint"), at: .seconds(9)),
                mode.handle(.command("pause"), at: .seconds(10)),
                mode.handle(.answer("xenon"), at: .seconds(11)),
                mode.handle(.command("more time"), at: .seconds(12)),
                mode.handle(.command("left"), at: .seconds(13)),
                mode.handle(.command("resume"), at: .seconds(14)),
                mode.handle(.command("time"), at: .seconds(15)),
                mode.handle(.score, at: .seconds(16)),
                mode.handle(.repeatOptions, at: .seconds(17)),
                mode.tick(at: .seconds(300)),
                mode.handle(.command("restart"), at: .seconds(301)),
                mode.handle(.command("give up"), at: .seconds(302)),
                mode.handle(.answer("superior, michigan, huron, erie, ontario"), at: .seconds(303)),
            ]
        }
    }

    @Test("The list mode's tally in Chinese, with items split on Chinese commas")
    func chineseTally() {
        var mode = ListMode(context: inLanguage(listContext(), .zh))
        _ = mode.start(at: .zero)
        let out = mode.handle(.answer("neon，argon、xenon"), at: .seconds(1))
        #expect(out.said("list.hit") == ["Neon。已找到1个，共6个。", "Argon。已找到2个，共6个。", "Xenon。已找到3个，共6个。"])
    }
}
