// Plugins this file needs: Classic

import EarshotTesting
import Foundation
import GRDB
import Testing

@Suite("The built earshot binary", .serialized)
struct BinaryTests {
    @Test func aPipedGameIsPlayedAndRecorded() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("game.sqlite").path
        let args = ["play", "--db", db, "--category", "geography", "--count", "3", "--seed", "42", "--no-speech", "--player", "Robin"]
        let first = args + ["--new-player"]
        let result = try await BinaryRunner.run(first, input: "1\nskip\nb\n", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Registered a new player, Robin, without a password."))
        #expect(result.output.contains("Classic game: 3 questions, Geography."))
        #expect(result.output.contains("Question 3 of 3, Geography"))
        #expect(result.output.contains("Skipped. The answer was"))
        #expect(result.output.contains("Game over. Classic, Geography."))
        #expect(result.output.contains("Your rank: 1 of 1 player."))
        #expect(result.errors.isEmpty, "\(result.errors)")

        let again = try await BinaryRunner.run(args, input: "1\nskip\nb\n", home: home)
        let questions = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("Question ") || $0.hasPrefix("  ") } }
        #expect(questions(again.output) == questions(result.output), "the same seed gives the same game")

        let queue = try DatabaseQueue(path: db)
        try await queue.read { db in
            let games = try Row.fetchAll(
                db, sql: "SELECT g.outcome, g.total, g.mode, g.categoryID, p.name FROM game g JOIN player p ON p.id = g.playerID")
            #expect(games.count == 2)
            #expect(games.allSatisfy { $0["outcome"] == "completed" && $0["total"] == 3 && $0["categoryID"] == "geography" })
            #expect(games.first?["name"] == "Robin")
            let statuses = try String.fetchAll(db, sql: "SELECT status FROM answer WHERE gameID = 1 ORDER BY position")
            #expect(statuses == ["answered", "skipped", "answered"])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question") ?? 0 >= 300)
        }
    }

    @Test func endOfInputAbandonsTheGameAndExitsCleanly() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(["play", "--category", "science", "--seed", "1", "--no-speech"], input: "1\n", home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("Question 2 of 10, Science"))
        #expect(result.output.contains("Game over: you left the Classic game early, so it earns no points."))
        let defaultDB = home.appendingPathComponent("data/earshot/earshot.sqlite").path
        #expect(FileManager.default.fileExists(atPath: defaultDB), "the default store lives in XDG_DATA_HOME/earshot")
    }

    @Test func aDateThatIsNotRealIsRefusedBeforeAnythingIsPlayed() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        for day in ["2026-02-30", "garbage"] {
            let result = try await BinaryRunner.run(["play", "--today", day, "--no-speech"], input: "1\n", home: home)
            #expect(result.status != 0)
            #expect(result.errors.contains("--today takes a real date, written YYYY-MM-DD"), "\(result.errors)")
            #expect(!result.output.contains("Question 1"))
        }
    }

    @Test func listingsAndHelp() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let modes = try await BinaryRunner.run(["modes", "--no-speech"], home: home)
        #expect(modes.output.contains("classic: Ten questions from one category"))
        #expect(modes.output.contains("(from the classic plugin)"))
        let categories = try await BinaryRunner.run(["categories", "--no-speech"], home: home)
        #expect(categories.output.contains("Science (science):"))
        #expect(categories.output.contains("easy,"))
        let help = try await BinaryRunner.run(["play", "--help"], home: home)
        #expect(help.output.contains("--seed"))
        let stats = try await BinaryRunner.run(["stats", "--no-speech", "--player", "Nobody"], home: home)
        #expect(stats.status == 1)
        #expect(stats.errors.contains("There is no player called Nobody"), "a typo never makes a player")
    }

    @Test func aREPLSessionFromAPipe() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(["--no-speech"], input: "halp\nplay classic sports\nquit\nyes\nbye\n", home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("Unknown command \"halp\". Did you mean \"help\"?"))
        #expect(result.output.contains("Question 1 of 10, Sports"))
        #expect(result.output.contains("Game over: you left the Classic game early"))
        #expect(result.output.hasSuffix("Goodbye.\n"))
    }

    @Test func aDamagedDatabaseIsExplainedAndNothingCrashes() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("bad.sqlite")
        try Data(repeating: 7, count: 8192).write(to: db)
        let result = try await BinaryRunner.run(["modes", "--db", db.path, "--no-speech"], home: home)
        #expect(result.status == 1)
        #expect(result.errors.contains("Earshot cannot start: The database at \(db.path) is damaged"))
    }

    @Test func aDamagedDatabaseIsAlsoSpoken() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("bad.sqlite")
        try Data(repeating: 7, count: 8192).write(to: db)
        let wav = home.appendingPathComponent("error.wav")
        let result = try await BinaryRunner.run(["modes", "--db", db.path, "--speak-to", wav.path], home: home)
        #expect(result.status == 1)
        let audio = try PCMAudio(wav: Data(contentsOf: wav))
        #expect(audio.seconds > 3, "the error is said aloud, not only printed")
        #expect(audio.rms > 500)
    }
}
