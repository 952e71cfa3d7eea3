// Plugins this file needs: Classic, Survival

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A mode's rules are said in full the first time a player plays it; later games say that
/// `rules` reads them, and `rules` does.
@Suite("Rules once per player")
struct RulesOnceTests {
    @Test func theRulesAreSaidOnceThenOnRequest() async throws {
        let t = try await TestApp(
            lines: ["play survival geography", "quit", "yes", "play survival geography", "rules", "quit", "yes", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaStore())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        let rules = "Survival: questions keep coming"
        #expect(text.components(separatedBy: rules).count == 3, "once at the start of the first game, once on rules: \(text)")
        #expect(text.components(separatedBy: "Type rules to hear the rules.").count == 2)
        let again = try #require(text.range(of: "Type rules to hear the rules."))
        #expect(text[again.upperBound...].contains(rules), "rules reads them in the second game")
    }

    @Test func atFullVerbosityTheRulesAreAlwaysSaid() async throws {
        let t = try await TestApp(
            lines: ["verbosity full", "play survival geography", "quit", "yes", "play survival geography", "quit", "yes", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaStore())
        _ = await t.app.runREPL(version: "test")
        #expect(t.output.text.components(separatedBy: "Survival: questions keep coming").count == 3)
        #expect(!t.output.text.contains("Type rules to hear the rules."))
    }
}
