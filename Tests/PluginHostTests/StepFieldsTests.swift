import EarshotTesting
import Foundation
import Testing

/// A plugin's step result may ask for a secret line (`secretInput`) and report a running
/// score (`score`), as the in-tree modes can (issue 25: the JSON protocol had neither).
@Suite struct StepFieldsTests {
    @Test func aSecretLineIsNeitherEchoedNorSaid() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("secret", fault: .secretAndScore, in: scratch.plugins)
        let result = try await scratch.run([], input: "play secret science 2\nzebra crossing\n1\nbye\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Secret (not shown): "), "\(result.output)")
        #expect(!result.output.contains("zebra crossing"), "the secret line never appears: \(result.output)")
        #expect(result.output.contains("Your answer: 1"), "the next line is read as usual: \(result.output)")
        let games = try scratch.games()
        #expect(games.first?.answers == ["answered", "answered"], "the secret came to the plugin as an answer")
    }

    @Test func aRunningScoreIsReadAfterEachHotSeatRound() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("secret", fault: .secretAndScore, in: scratch.plugins)
        let result = try await scratch.run(
            ["play", "--mode", "secret", "--category", "science", "--count", "2", "--players", "Ann,Bob"],
            input: "x\nx\n1\n1\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(#/Scores after round 1: Ann 10[01]0 points, Bob 10[01]0 points\./#),
            "the plugin's running score, not only its judged one: \(result.output)")
    }
}
