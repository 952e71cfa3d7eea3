import EarshotTesting
import Foundation
import Testing

/// Guess who played through the built binary with piped input.
@Suite("Guess who through the built binary", .serialized)
struct GuessWhoBinaryTests {
    @Test func guessWhoLostThenWon() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = ["play", "--mode", "guess-who", "--seed", "8", "--no-speech", "--player", "Robin", "--new-player"]
        let lost = try await BinaryRunner.run(args, input: "ask\nis it a woman\nboard\nguess Alan Turing\nguess Carl Sagan\n", home: home)
        #expect(lost.status == 0, "\(lost.errors)")
        #expect(lost.output.contains("22 scientists are on the board"))
        #expect(lost.output.contains("You can ask yes or no questions about"))
        #expect(lost.output.contains("still up:"))
        let line = lost.output.split(separator: "\n").first { $0.contains("The secret scientist was ") }
        let tail = try #require(line.flatMap { $0.components(separatedBy: "The secret scientist was ").last })
        let right = try #require(tail.components(separatedBy: ". ").first)
        let wrongFirst = !lost.output.contains("Yes! It is")
        if wrongFirst { #expect(lost.output.contains("A wrong guess loses the game.")) }
        let won = try await BinaryRunner.run(args, input: "was it born before 1900\nguess \(right)\n", home: home)
        #expect(won.output.contains("Yes! It is \(right). Found with 1 question: 950 points."))
        #expect(won.output.contains("Score: 950 points."))
    }
}
