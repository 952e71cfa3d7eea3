import EarshotApp
import EarshotCore
import EarshotTesting
import Testing

/// The daily's hooks through the engine.
@Suite("The daily through the engine")
struct DailyEngineTests {
    @Test func hooksRefuseASecondDaily() async throws {
        let t = try await playREPL(["play daily", "quit", "yes", "play daily", "quit"])
        #expect(t.output.text.contains("You have already played today's daily, 2026-11-22."))
    }
}
