// Plugins this file needs: Classic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A store with three geography questions whose right answer is always "Alpha", so a script
/// can answer by words whatever order the game picks.
func alphaStore() async throws -> Store {
    let store = try Store()
    let questions = (1...3).map {
        Question(
            categoryID: "geo", kind: .choice, difficulty: .easy, text: "Geography question \($0)?", answers: ["Alpha"],
            wrong: ["Beta", "Gamma", "Delta"], explanation: $0 == 2 ? "Alpha is first." : nil)
    }
    try await store.install(
        Pack(id: "geo", name: "Geo", categories: [Category(id: "geo", name: "Geography")], questions: questions, contentHash: "h1"))
    return store
}

@Suite("Transcripts: whole games through the console")
struct TranscriptTests {
    func run(_ lines: [String], store: Store? = nil) async throws -> TestApp {
        let bank = if let store { store } else { try await alphaStore() }
        let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry(), store: bank)
        _ = await t.app.runREPL(version: "test")
        return t
    }

    @Test func aFullGameFromTheMainPrompt() async throws {
        let t = try await run([
            "helpp", "help play", "play classic", "9", "geography", "alpha", "beta", "score", "raepeat", "repeat", "skip",
            "stats", "quit",
        ])
        let text = t.output.text
        #expect(text.contains("Hello, Tester."))
        #expect(text.contains("Unknown command \"helpp\". Did you mean \"help\"?"))
        #expect(text.contains("play: play starts a game."))
        #expect(text.contains("Choose a category:\n  1. Geography\n"))
        #expect(text.contains(". All categories, mixed\nYour choice: ") || text.contains(". All categories, mixed\nError"))
        #expect(text.contains("Error: \"9\" is not on the list."))
        #expect(text.contains("Classic game: 3 questions, Geography."))
        #expect(text.contains("Question 1 of 3, Geography"))
        // The feedback names the option taken, by the number it was printed with and its words, and the right one.
        #expect(text.contains(#/Correct: [1-4], Alpha\. \+100 points\./#))
        #expect(text.contains(#/Not quite: you chose [1-4], Beta\. The answer is [1-4], Alpha\./#))
        #expect(text.contains("Score: 100 points. 1 correct out of 2 answered, 1 to go."))
        #expect(text.contains("Unknown command \"raepeat\". Did you mean \"repeat\"?"))
        #expect(text.contains("Skipped. The answer was Alpha."))
        #expect(text.contains("Game over. Classic, Geography.\nScore: 100 points. 1 of 3 correct."))
        #expect(text.contains("A new best in Geography: 100 points!"))
        #expect(text.contains("Your rank: 1 of 1 player."))
        #expect(text.contains("Statistics for Tester:"))
        #expect(text.contains("Classic, Geography: 1 game, 33 percent right, best 100 points."))
        #expect(text.hasSuffix("Goodbye."))
        // Question 3 was shown twice: once asked, once on "repeat".
        #expect(text.components(separatedBy: "Question 3 of 3, Geography").count == 3)
        // Every prompt is also an event, so speech can say it.
        #expect(t.events.events.filter { if case .app(.prompt) = $0 { return true } else { return false } }.count == t.reader.prompts.count)
    }

    @Test func quittingAsksFirstAndKeepsTheAnswers() async throws {
        let store = try await alphaStore()
        let t = try await run(["play classic geography", "alpha", "quit", "no", "quit", "maybe", "yes", "quit"], store: store)
        let text = t.output.text
        #expect(text.contains("Leave this game? It will earn no points, but your answers are kept."))
        #expect(text.contains("Carrying on."))
        #expect(text.contains("Please type yes or no."))
        #expect(text.contains("Game over: you left the Classic game early, so it earns no points. Your answers are kept."))
        #expect(text.contains("Score: 0 points. 1 of 3 correct."))
        let player = try await store.player(named: "Tester")
        let stats = try await store.stats(playerID: player.id)
        #expect(stats.games == 1)
        #expect(stats.completed == 0)
        #expect(stats.correct == 1)
        #expect(try await store.standing(playerID: player.id, mode: "classic", categoryID: "geo").best == nil)
    }

    @Test func endOfInputEndsTheGameAsAbandoned() async throws {
        let t = try await run(["play classic geo", "alpha"])
        let text = t.output.text
        #expect(text.contains(#/Correct: [1-4], Alpha\. \+100 points\./#))
        #expect(text.contains("Game over: you left the Classic game early"))
        #expect(text.hasSuffix("Goodbye."))
    }

    @Test func ctrlCAsksThenLeaves() async throws {
        let store = try await alphaStore()
        let t = try await TestApp(
            lines: [], registry: try BuiltinPlugins.registry(), store: store)
        let reader = ScriptedLineReader(inputs: [
            .line("play classic geo"), .interrupt, .line("alpha"), .interrupt, .interrupt, .interrupt, .interrupt,
        ])
        let app = try await Earshot(
            store: store, registry: try BuiltinPlugins.registry(),
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: t.output)]),
            input: InputChannel(reader: reader), speech: nil,
            options: AppOptions(databasePath: ":memory:", playerName: "Tester", today: "2026-11-22", color: false, interactive: false))
        #expect(await app.runREPL(version: "test") == 0)
        let text = t.output.text
        #expect(text.contains("Press Ctrl-C again to leave this game, or type your answer."))
        #expect(text.contains(#/Correct: [1-4], Alpha\. \+100 points\./#))
        #expect(text.contains("Game over: you left the Classic game early"))
        #expect(text.contains("Press Ctrl-C again to leave Earshot, or type a command."))
        #expect(text.hasSuffix("Goodbye."))
    }

    @Test func emptyLinesAndNonsenseLoseNothing() async throws {
        let t = try await run(["", "play classic geo", "", "zzz", "5", "stats", "alpha", "alpha", "alpha", "quit"])
        let text = t.output.text
        #expect(text.contains("Type a command, such as play or help."))
        #expect(text.contains("Type your answer, or help to hear what you can do."))
        #expect(text.contains("\"zzz\" is not one of the options. Type a number from 1 to 4, a letter from a to d, or the option's words."))
        #expect(text.contains("\"5\" is not one of the options."))
        #expect(text.contains("stats works at the main prompt, after this game. Type your answer, or quit to leave the game."))
        #expect(!text.contains("Did you mean \"stats\""))
        #expect(text.contains("Score: 300 points. 3 of 3 correct."))
    }

    @Test func aSeededScriptedGameIsReproducible() async throws {
        func transcript() async throws -> String {
            let store = try Store()
            _ = await PackInstaller.installBuiltins(into: store)
            let t = try await TestApp(
                lines: ["1", "2", "skip", "skip", "skip", "skip"], registry: try BuiltinPlugins.registry(), store: store)
            #expect(await GamePlay(t.app).runScripted(mode: "classic", category: "science", count: 5, seed: 42))
            // The time taken is the one line that may differ.
            return t.output.lines.filter { !$0.hasPrefix("Time: ") }.joined(separator: "\n")
        }
        let a = try await transcript()
        let b = try await transcript()
        #expect(a == b)
        #expect(a.contains("Question 5 of 5, Science"))
        #expect(a.contains("Game over. Classic, Science."))
    }

    @Test func unknownModeAndCategoryAreRefusedClearly() async throws {
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry(), store: try alphaStore())
        #expect(await GamePlay(t.app).runScripted(mode: "marathon", category: nil, count: nil, seed: 1) == false)
        #expect(await GamePlay(t.app).runScripted(mode: "classic", category: "astrology", count: nil, seed: 1) == false)
        #expect(t.output.text.contains("There is no game mode called \"marathon\"."))
        #expect(t.output.text.contains("There is no category called \"astrology\". The categories are: geo, "))
    }
}
