import EarshotTesting
import Foundation
import Testing

/// The list mode played through the built binary with piped input.
@Suite("The list mode through the built binary", .serialized)
struct ListBinaryTests {
    /// Every item of every list question of a built-in pack, one a line, so any list drawn
    /// from it is completed whatever the seed picks.
    static func listItems(pack: String) throws -> [String] {
        let url = BinaryRunner.packageRoot.appendingPathComponent("plugins/packs/questions/\(pack).json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let questions = json?["questions"] as? [[String: Any]] ?? []
        return questions.filter { $0["kind"] as? String == "list" }.flatMap { $0["answers"] as? [String] ?? [] }
    }

    @Test func aListGameCompletedAndOneGivenUp() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = ["play", "--mode", "list", "--category", "science", "--seed", "5", "--no-speech", "--player", "Robin", "--new-player"]
        let items = try Self.listItems(pack: "science")
        let done = try await BinaryRunner.run(args, input: items.joined(separator: "\n") + "\n", home: home)
        #expect(done.status == 0, "\(done.errors)")
        #expect(done.output.contains("Name them all game: 1 question, Science."))
        #expect(done.output.contains("You named them all in"))
        #expect(done.output.contains("Game over. Name them all, Science."))
        #expect(done.output.range(of: #"\. 2 of \d+\."#, options: .regularExpression) != nil, "the tally is said")

        let given = try await BinaryRunner.run(args, input: "left\nhint\ngive up\n", home: home)
        #expect(given.output.contains("left to find, of"))
        #expect(given.output.contains("That hint costs 50 points."))
        #expect(given.output.contains("You found 0 of"))
        #expect(given.output.contains("You missed"))
        #expect(given.output.contains("Score: 0 points."))
    }
}
