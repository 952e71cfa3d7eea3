// Plugins this file needs: Classic, Arithmetic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Testing

/// A store that answers at once adds nothing to a game. (A store that makes the player wait is
/// said in words: `Tests/EarshotServerTests/SlowStoreServerTests.swift`, on PostgreSQL.)
@Suite struct SlowStoreTests {
    @Test func aQuickStoreSaysNothingMore() async throws {
        let t = try await TestApp(
            lines: ["play classic arithmetic-easy 2", "skip", "skip", "quit"], registry: try BuiltinPlugins.registry())
        _ = await t.app.runREPL(version: "test")
        #expect(!t.events.events.contains(.app(.info(Messages.english("store.slow")))))
        #expect(t.events.gameEvents.filter { if case .skipped = $0 { true } else { false } }.count == 2)
    }
}
