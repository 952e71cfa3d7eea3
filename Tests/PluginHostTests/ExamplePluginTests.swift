// Plugins this file needs: Classic

import EarshotTesting
import Foundation
import Testing

/// The two example plugins, installed into a scratch plugin folder and played to the end
/// through the built binary.
@Suite("The example plugins", .serialized)
struct ExamplePluginTests {
    @Test func suddenDeathInPythonIsPlayedToTheEnd() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "sudden-death")
        let modes = try await scratch.run(["modes"])
        #expect(modes.output.contains("sudden-death: Questions until your first wrong answer"), "\(modes.output)\(modes.errors)")
        let result = try await scratch.run(
            ["play", "--mode", "sudden-death", "--category", "geography", "--count", "6", "--seed", "9"],
            input: String(repeating: "1\n", count: 6))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Sudden death game: 6 questions, Geography."))
        #expect(result.output.contains("One wrong answer and the game is over."))
        #expect(result.output.contains("Game over. Sudden death, Geography."), "\(result.output)")
        let games = try scratch.games()
        #expect(games.count == 1 && games[0].outcome == "completed")
        let answers = games[0].answers
        #expect(!answers.isEmpty && answers.allSatisfy { $0 == "answered" })
        // It ends at the first miss: either every answer was right, or only the last was wrong.
        let wrong = result.output.components(separatedBy: "Not quite").count - 1
        #expect(wrong <= 1)
        #expect(wrong == 1 || answers.count == 6, "\(result.output)")
        #expect(answers.count == result.output.components(separatedBy: "Your answer: ").count - 1)
    }

    @Test func suddenDeathsVerbAndLives() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "sudden-death")
        let input = "play sudden-death geography\nlives\nhearts\nskip\nbye\n"
        let result = try await scratch.run([], input: input)
        #expect(result.output.contains("You have one life left."), "\(result.output)")
        #expect(result.output.contains("Skipped. The answer was"))
        #expect(result.output.contains("Game over. Sudden death, Geography."))
        #expect(try scratch.games().first?.answers == ["skipped"])
    }

    /// The third example, written from docs/plugin-protocol.md alone by someone who never saw
    /// Earshot's source: a shield verb, a rounds setting, and its own opening line.
    @Test func countdownWrittenFromTheDocumentAloneIsPlayed() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "countdown")
        let check = try await scratch.check(scratch.plugins.appendingPathComponent("earshot-plugin-countdown").path)
        #expect(check.output.contains("No problems found."), "\(check.output)")
        let result = try await scratch.run(
            ["play", "--mode", "countdown", "--category", "science", "--seed", "42", "--rounds", "3"],
            input: "shield\n2\n2\n2\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Beat the count game: 3 questions, Science."), "\(result.output)")
        #expect(!result.output.contains("20 questions"), "its own opening line replaces Earshot's")
        #expect(result.output.contains("Beat the count: 3 questions."), "\(result.output)")
        #expect(result.output.contains("Shield up."))
        #expect(result.output.contains("Your shield took the blow."), "the first question's answer is option 1")
        #expect(result.output.contains("Game over. Beat the count, Science."))
        let games = try scratch.games()
        #expect(games.count == 1 && games[0].outcome == "completed")
    }

    /// A mode of two words is found before the category: `play sudden death science` is the
    /// sudden-death mode in Science, not a mode "sudden" and a category "death science".
    @Test func aModeNamedInTwoWordsIsFoundBeforeTheCategory() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "sudden-death")
        let result = try await scratch.run([], input: "play sudden death science 2\nquit\nyes\nbye\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Sudden death game: 2 questions, Science."), "\(result.output)")
        #expect(!result.output.contains("There is no category called"), "\(result.output)")
    }

    @Test func capitalsInPerlGivesACategoryAndACommand() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "capitals")
        let categories = try await scratch.run(["categories"])
        #expect(categories.output.contains("Capitals of countries"), "\(categories.output)")
        let args = ["play", "--mode", "classic", "--category", "capitals", "--count", "4", "--seed", "11"]
        let result = try await scratch.run(args, input: "1\n2\n3\n4\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Classic game: 4 questions, Capitals of countries."))
        #expect(result.output.contains("Question 4 of 4, Capitals of countries"))
        #expect(result.output.contains("What is the capital of "))
        #expect(result.output.contains("Game over. Classic, Capitals of countries."), "\(result.output)")
        let again = try await scratch.run(args, input: "1\n2\n3\n4\n")
        let asked = { (t: String) in t.split(separator: "\n").filter { $0.hasPrefix("What is the capital") } }
        #expect(asked(again.output) == asked(result.output), "the same seed gives the same questions")
        let games = try scratch.games()
        #expect(games.count == 2 && games.allSatisfy { $0.outcome == "completed" && $0.answers.count == 4 })
        let repl = try await scratch.run([], input: "capital france\ncapital Canberra\nbye\n")
        #expect(repl.output.contains("The capital of France is Paris."))
        #expect(repl.output.contains("Canberra is the capital of Australia."))
    }

    @Test func theConformanceCheckPassesTheExamplesAndCatchesABrokenPlugin() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        for example in ["sudden-death", "capitals"] {
            let path = BinaryRunner.packageRoot.appendingPathComponent("Examples/\(example)/earshot-plugin-\(example)").path
            let check = try await scratch.check(path)
            #expect(check.status == 0, "\(check.output)")
            #expect(check.output.contains("Handshake: \(example) version 1.0.0, protocol version 1"), "\(check.output)")
            #expect(check.output.contains("No problems found."))
        }
        // It says what it played: the defaults, the setting's other value, a larger draw and
        // mixed categories (issue 25).
        let suddenDeath = BinaryRunner.packageRoot.appendingPathComponent("Examples/sudden-death/earshot-plugin-sudden-death").path
        let played = try await scratch.check(suddenDeath).output
        #expect(
            played.contains(
                "Mode sudden-death: played 4 games (the defaults, 4 questions of one category; --lives 5; a draw of 60 questions, answered until the game ended; mixed categories),"
            ), "\(played)")
        let bad = try FakePlugin.write("bad", fault: .badShapeMidGame, in: scratch.plugins)
        let check = try await scratch.check(bad.path)
        #expect(check.status != 0)
        #expect(
            check.output.contains(
                "Problem: Mode bad: mode.handle with skip (the defaults, 4 questions of one category) failed: The plugin \"bad\" answered mode.handle with a result of the wrong shape"
            ),
            "\(check.output)")
        let silent = try FakePlugin.write("mute", fault: .silentAtStart, in: scratch.plugins)
        let hung = try await scratch.check(silent.path, environment: ["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT": "0.5"])
        #expect(hung.status != 0)
        #expect(
            hung.output.contains("Problem: Handshake: The plugin \"mute\" did not answer initialize within 0.5 seconds."), "\(hung.output)")
    }

    static let nodeInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/node")
    }

    @Test(.enabled(if: nodeInstalled, "Node.js is not installed, so the JavaScript example is not checked"))
    func theTimedJavaScriptExamplePassesTheCheckWithTicks() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let path = BinaryRunner.packageRoot.appendingPathComponent("Examples/lightning/earshot-plugin-lightning").path
        let check = try await scratch.check(path)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("Mode lightning (Lightning): 1 verb, 1 setting."))
        #expect(check.output.contains("No problems found."))
    }
}
