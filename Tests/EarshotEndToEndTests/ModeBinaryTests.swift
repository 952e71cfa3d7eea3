import EarshotTesting
import Foundation
import Testing

/// The new modes (issue 11), each played through the built binary with piped input.
@Suite("New modes through the built binary", .serialized)
struct ModeBinaryTests {
    /// Every item of every list question of a built-in pack, one a line, so any list drawn
    /// from it is completed whatever the seed picks.
    static func listItems(pack: String) throws -> [String] {
        let url = BinaryRunner.packageRoot.appendingPathComponent("plugins/packs/questions/\(pack).json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let questions = json?["questions"] as? [[String: Any]] ?? []
        return questions.filter { $0["kind"] as? String == "list" }.flatMap { $0["answers"] as? [String] ?? [] }
    }

    @Test func aListGameCompletedAndOneGivenUp() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = ["play", "--mode", "list", "--category", "science", "--seed", "5", "--no-speech", "--player", "Robin", "--new-player"]
        let items = try Self.listItems(pack: "science")
        let done = try BinaryRunner.run(args, input: items.joined(separator: "\n") + "\n", home: home)
        #expect(done.status == 0, "\(done.errors)")
        #expect(done.output.contains("Name them all game: 1 question, Science."))
        #expect(done.output.contains("You named them all in"))
        #expect(done.output.contains("Game over. Name them all, Science."))
        #expect(done.output.range(of: #"\. 2 of \d+\."#, options: .regularExpression) != nil, "the tally is said")

        let given = try BinaryRunner.run(args, input: "left\nhint\ngive up\n", home: home)
        #expect(given.output.contains("left to find, of"))
        #expect(given.output.contains("That hint costs 50 points."))
        #expect(given.output.contains("You found 0 of"))
        #expect(given.output.contains("You missed"))
        #expect(given.output.contains("Score: 0 points."))
    }

    @Test func aSurvivalRunEndsAtTheFirstMiss() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = [
            "play", "--mode", "survival", "--category", "geography", "--seed", "5", "--no-speech", "--player", "Robin", "--new-player",
        ]
        let result = try BinaryRunner.run(args, input: "score\nskip\n", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("One miss ends the run."))
        #expect(result.output.contains("0 right so far, 1 life left."))
        #expect(result.output.contains("Out of lives. Your run: 0 right answers."))
        #expect(result.output.contains("On the survival board: rank 1 of 1 player"))
        #expect(result.output.contains("Score: 0 points. 0 of 1 correct."))
    }

    @Test func reviewOverSimulatedDays() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let base = ["--no-speech", "--player", "Ann", "--new-player", "--db", home.appendingPathComponent("r.sqlite").path]
        let classic = ["play", "--mode", "classic", "--category", "science", "--count", "3", "--seed", "1"]
        _ = try BinaryRunner.run(classic + base + ["--today", "2026-03-02"], input: "skip\nskip\nskip\n", home: home)
        let early = try BinaryRunner.run(["play", "--mode", "review"] + base + ["--today", "2026-03-02"], home: home)
        #expect(early.output.contains("Nothing is due for review today. Your deck has 3 cards. The next one is due on 2026-03-03."))
        let prompt = try BinaryRunner.run(base + ["--today", "2026-03-03"], input: "stats\nquit\n", home: home)
        #expect(prompt.output.contains("3 questions are due for review today."))
        #expect(prompt.output.contains("Review deck: 3 due today, 3 learning, 0 mature."))
        let review = try BinaryRunner.run(
            ["play", "--mode", "review"] + base + ["--today", "2026-03-03"], input: "skip\nskip\nskip\n", home: home)
        #expect(review.output.contains("Review: 3 questions you missed before, due today."))
        #expect(review.output.contains("Review deck: 0 due today, 3 learning, 0 mature. Next due on 2026-03-04."))
        let later = try BinaryRunner.run(base + ["--today", "2026-03-04"], input: "quit\n", home: home)
        #expect(later.output.contains("3 questions are due for review today."))
    }

    @Test func guessWhoLostThenWon() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let args = ["play", "--mode", "guess-who", "--seed", "8", "--no-speech", "--player", "Robin", "--new-player"]
        let lost = try BinaryRunner.run(args, input: "ask\nis it a woman\nboard\nguess Alan Turing\nguess Carl Sagan\n", home: home)
        #expect(lost.status == 0, "\(lost.errors)")
        #expect(lost.output.contains("22 scientists are on the board"))
        #expect(lost.output.contains("You can ask yes or no questions about"))
        #expect(lost.output.contains("still up:"))
        let line = lost.output.split(separator: "\n").first { $0.contains("The secret scientist was ") }
        let tail = try #require(line.flatMap { $0.components(separatedBy: "The secret scientist was ").last })
        let right = try #require(tail.components(separatedBy: ". ").first)
        let wrongFirst = !lost.output.contains("Yes! It is")
        if wrongFirst { #expect(lost.output.contains("A wrong guess loses the game.")) }
        let won = try BinaryRunner.run(args, input: "was it born before 1900\nguess \(right)\n", home: home)
        #expect(won.output.contains("Yes! It is \(right). Found with 1 question: 950 points."))
        #expect(won.output.contains("Score: 950 points."))
    }
}
