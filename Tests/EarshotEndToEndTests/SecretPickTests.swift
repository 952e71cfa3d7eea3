// Plugins this file needs: GuessWho

import EarshotTesting
import Foundation
import Testing

/// Guess who for two: each secret pick is read unseen and never printed (issue 25: the typed
/// secret and "Chosen: Lion" stayed on the screen for the other player to read).
@Suite struct SecretPickTests {
    @Test func thePicksAreNeitherEchoedNorNamed() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(
            ["play", "--mode", "guess-who", "--players", "2", "--opponent", "Bob", "--no-speech"],
            input: "ada lovelace\nmarie curie\nis it a woman\nquit\nyes\n", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.output.contains("ada lovelace") && !result.output.contains("marie curie"), "\(result.output)")
        #expect(result.output.contains("Secret (not shown): "))
        // The local player is called Player; the other is named by --opponent.
        #expect(result.output.contains("Player, put on headphones; Bob, look away."), "\(result.output)")
        #expect(result.output.contains("Chosen. Player, you can take off the headphones."), "\(result.output)")
        #expect(!result.output.contains("Chosen: "))
        #expect(result.output.contains("Your answer: is it a woman"), "the questions after the picks are read as usual")
    }
}
