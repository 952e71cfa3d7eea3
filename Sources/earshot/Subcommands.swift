import ArgumentParser
import EarshotApp
import EarshotConsole
import EarshotCore
import Foundation

struct Play: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a game at once, reading answers from standard input line by line.")

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: "The game mode (see `earshot modes`); the first one listed, classic, if omitted.")
    var mode: String?

    @Option(name: .long, help: "The category id or name (see `earshot categories`); all categories if omitted.")
    var category: String?

    @Option(name: .long, help: "How many questions.")
    var count: Int?

    @Option(name: .long, help: "Seed for the questions and their order: the same seed gives the same game.")
    var seed: UInt64?

    @Argument(
        parsing: .allUnrecognized,
        help: "The mode's own settings, such as --lives 3 (see `earshot modes`).")
    var modeSettings: [String] = []

    func validate() throws {
        if let count, count < 1 || count > 500 { throw ValidationError("--count must be between 1 and 500.") }
    }

    func run() async throws {
        let app = try await common.makeApp()
        let ok = await GamePlay(app).runScripted(mode: mode, category: category, count: count, seed: seed, settings: modeSettings)
        await app.shutdown()
        if let code = OutputFailure.exitStatus { throw ExitCode(code) }
        if !ok { throw ExitCode(2) }
    }
}

struct Modes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the game modes and the plugins that give them.")
    @OptionGroup var common: CommonOptions

    func run() async throws {
        try await common.perform("modes")
    }
}

struct Categories: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the categories with their question counts.")
    @OptionGroup var common: CommonOptions

    func run() async throws {
        try await common.perform("categories")
    }
}

struct Stats: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show a player's games, accuracy, best scores and streaks.")
    @OptionGroup var common: CommonOptions

    func run() async throws {
        try await common.perform("stats")
    }
}
