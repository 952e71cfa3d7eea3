// Plugins this file needs: Classic, Timed

import EarshotApp
import EarshotPlugins
import EarshotTesting
import Testing

/// A word of another mode typed in a game that has none such (issue 25: `more time` in
/// survival or review answered "more works at the main prompt… type answer more time").
@Suite struct OtherModeWordTests {
    @Test func moreTimeInAClassicGameSaysItIsAnotherGamesWord() async throws {
        let t = try await TestApp(
            lines: ["play classic geo", "more time", "pause", "alpha", "alpha", "alpha", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaStore())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("\"more time\" is a word of other games, such as Timed, not of this one."), "\(text)")
        #expect(text.contains("\"pause\" is a word of other games, such as Timed, not of this one."))
        #expect(!text.contains("works at the main prompt"))
        #expect(text.contains("Score: 300 points. 3 of 3 correct."), "nothing typed was taken for an answer")
    }
}
