// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@Suite("Hot seat: the end of the game")
struct HotSeatRankTests {
    @Test func everySeatsRankIsAmongAllThePlayers() async throws {
        // Ann right, Bob wrong, Cy right: every summary ranks among the three, not only among
        // the games saved before it.
        let t = try await TestApp(
            lines: ["hot seat Ann Bob Cy", "play classic geography 1", "alpha", "beta", "alpha", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await t.app.runREPL(version: "test")
        let ranks = t.output.text.split(separator: "\n").filter { $0.hasPrefix("Your rank:") }
        #expect(ranks.count == 3, "\(t.output.text)")
        #expect(ranks.allSatisfy { $0.hasSuffix("of 3 players.") }, "\(ranks)")
        #expect(!t.output.text.contains("of 1 player"))
    }
}
