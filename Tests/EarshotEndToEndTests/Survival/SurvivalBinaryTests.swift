import EarshotTesting
import Foundation
import Testing

/// Survival played through the built binary with piped input.
@Suite("Survival through the built binary", .serialized)
struct SurvivalBinaryTests {
    @Test func aSurvivalRunEndsAtTheFirstMiss() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = [
            "play", "--mode", "survival", "--category", "geography", "--seed", "5", "--no-speech", "--player", "Robin", "--new-player",
        ]
        let result = try await BinaryRunner.run(args, input: "score\nskip\n", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("One miss ends the run."))
        #expect(result.output.contains("0 right so far, 1 life left."))
        #expect(result.output.contains("Out of lives. Your run: 0 right answers."))
        #expect(result.output.contains("On the survival board: rank 1 of 1 player"))
        #expect(result.output.contains("Score: 0 points. 0 of 1 correct."))
    }
}
