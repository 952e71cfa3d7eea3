import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import GRDB
import Testing

@Suite("The engine: command types, mode verbs and settings, plugin commands, failing modes")
struct EngineTests {
    func registry() throws -> PluginRegistry {
        var r = try BuiltinPlugins.registry()
        try r.register(EnginePlugin.self)
        return r
    }

    func run(_ lines: [String], store: Store? = nil) async throws -> TestApp {
        let bank = if let store { store } else { try await alphaBank() }
        let t = try await TestApp(lines: lines, registry: try registry(), store: bank)
        _ = await t.app.runREPL(version: "test")
        return t
    }

    @Test func everyBuiltInCommandIsATypeListedOnceWithUniqueWords() {
        let table = CommandTable()
        let names = SessionCommands.all.map { $0.descriptor.name }
        #expect(Set(names).count == names.count)
        let words = table.entries.flatMap { [$0.descriptor.name] + $0.descriptor.synonyms }
        #expect(Set(words).count == words.count, "a word names two commands")
        #expect(table.entries.count == SessionCommands.all.count)
    }

    @Test func aPluginCommandIsInHelpCompletionAndRuns() async throws {
        let t = try await run(["help", "help other", "help fact", "fact", "triv", "quit"])
        let text = t.output.text
        // A plugin's command is in the group of the commands that are in no other.
        #expect(text.contains("  other    fact"), "\(text)")
        #expect(hasLine(text, "fact", "Hear a fact."))
        #expect(text.contains("fact: fact tells you a fact."))
        #expect(text.components(separatedBy: "A fact for Tester: honey never spoils.").count == 3)
        #expect(t.app.environment.completions.contains("fact"))
        #expect(t.app.environment.completions.contains("trivia"))
    }

    @Test func aPluginCommandThatClashesWithABuiltInIsLeftOutAndSaid() throws {
        struct Clash: PluginCommand {
            var descriptor: CommandDescriptor { CommandDescriptor("stats", [], scope: .main, summary: "x", help: "x") }
            func run(argument: String, context: CommandContext) async throws -> [Event] { [] }
        }
        var r = PluginRegistry()
        try r.register(id: "clash", source: "test", version: "1", protocolVersion: nil) { try $0.add(command: Clash()) }
        let table = CommandTable(plugins: r.commands)
        #expect(table.refused.count == 1)
        #expect(table.refused[0].contains("\"clash\""))
        #expect(table.entries.filter { $0.descriptor.name == "stats" }.count == 1)
    }

    @Test func aModesVerbsAndSettingsReachIt() async throws {
        let t = try await run(["play verbs geography --lives 3", "help", "twice now", "alpha", "quit", "yes", "quit"])
        let text = t.output.text
        #expect(text.contains("Lives: 3."))
        #expect(hasLine(text, "double", "Double the next answer."))
        #expect(text.contains("Doubled now."))
        #expect(text.contains("+200 points"))
    }

    @Test func aModeSettingOutOfRangeOrUnknownIsRefusedInWords() async throws {
        let t = try await run(["play verbs geography --lives 9", "play verbs geography --speed 2", "quit"])
        let text = t.output.text
        #expect(text.contains("lives takes a whole number from 1 to 5, not \"9\"."))
        #expect(text.contains("The Verbs mode has no setting called speed. Its settings are --lives."))
        #expect(!text.contains("Question 1 of"))
    }

    @Test func aModeIdWithADashIsFoundAsTypedOrWithoutIt() async throws {
        let t = try await run(["play beat-it geography 1", "alpha", "play beatit geography 1", "alpha", "quit"])
        #expect(t.output.text.components(separatedBy: "Beat the count game: 1 question, Geography.").count == 3)
        #expect(!t.output.text.contains("Choose a mode"))
    }

    @Test func theDefaultSettingIsFilledIn() async throws {
        let t = try await run(["play verbs geography", "quit", "yes", "quit"])
        #expect(t.output.text.contains("Lives: 1."))
    }

    @Test func aModeVerbOutsideItsGameSaysWhereItWorks() async throws {
        let t = try await run(["help double", "pause", "quit"])
        let text = t.output.text
        #expect(text.contains("double: double doubles it. (In verbs games.)"))
        #expect(text.contains("Unknown command \"pause\"") || text.contains("pause works during a game"))
    }

    @Test func aModeThatFailsEndsTheGameKeepingItsAnswersAndTheREPLGoesOn() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let t = try await run(["play fragile geography", "alpha", "alpha", "stats", "quit"], store: try alphaBank(path: path))
        let text = t.output.text
        #expect(text.contains("The Fragile mode stopped working (the plugin's process ended), so this game ends here."))
        #expect(text.contains("Statistics for Tester:"))
        let db = try DatabaseQueue(path: path)
        let (outcome, answers) = try await db.read { db in
            (
                try String.fetchOne(db, sql: "SELECT outcome FROM game ORDER BY id DESC LIMIT 1"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE status = 'answered'")
            )
        }
        #expect(outcome == "abandoned")
        #expect(answers == 1)
    }
}

/// Whether a line of `text` starts (after spaces) with `word` and ends with `summary`, as the
/// help list shows a command.
func hasLine(_ text: String, _ word: String, _ summary: String) -> Bool {
    text.split(separator: "\n").contains {
        let line = $0.trimmingCharacters(in: .whitespaces)
        return line.hasPrefix(word + " ") && line.hasSuffix(summary)
    }
}
