// Plugins this file needs: Classic

import EarshotTesting
import Foundation
import Testing

/// Review played through the built binary with piped input, over simulated days.
@Suite("Review through the built binary", .serialized)
struct ReviewBinaryTests {
    @Test func reviewOverSimulatedDays() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let base = ["--no-speech", "--player", "Ann", "--new-player", "--db", home.appendingPathComponent("r.sqlite").path]
        let classic = ["play", "--mode", "classic", "--category", "science", "--count", "3", "--seed", "1"]
        _ = try await BinaryRunner.run(classic + base + ["--today", "2026-03-02"], input: "skip\nskip\nskip\n", home: home)
        let early = try await BinaryRunner.run(["play", "--mode", "review"] + base + ["--today", "2026-03-02"], home: home)
        #expect(early.output.contains("Nothing is due for review today. Your deck has 3 cards. The next one is due on 2026-03-03."))
        let prompt = try await BinaryRunner.run(base + ["--today", "2026-03-03"], input: "stats\nquit\n", home: home)
        #expect(prompt.output.contains("3 questions are due for review today."))
        #expect(prompt.output.contains("Review deck: 3 due today, 3 learning, 0 mature."))
        let review = try await BinaryRunner.run(
            ["play", "--mode", "review"] + base + ["--today", "2026-03-03"], input: "skip\nskip\nskip\n", home: home)
        #expect(review.output.contains("Review: 3 questions you missed before, due today."))
        #expect(review.output.contains("Review deck: 0 due today, 3 learning, 0 mature. Next due on 2026-03-04."))
        let later = try await BinaryRunner.run(base + ["--today", "2026-03-04"], input: "quit\n", home: home)
        #expect(later.output.contains("3 questions are due for review today."))
    }
}
