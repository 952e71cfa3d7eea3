// Plugins this file needs: Classic, Timed, Daily, List, Survival, Review, GuessWho, Weekly, Arithmetic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// Listening is quick: measured as seconds of speech, by rendering with espeak-ng at the
/// standard rate what a new player hears with the built-in questions installed.
@Suite("Listening lengths", .serialized)
struct ListeningLengthTests {
    /// Everything said for `lines`, as the speech engine got it.
    static func spoken(_ lines: [String], role: Role = .player) async throws -> [Utterance] {
        let store = try Store()
        #expect(await PackInstaller.installBuiltins(into: store).problems.isEmpty)
        let registry = try BuiltinPlugins.registry()
        let engine = RecordingSpeechEngine()
        let speech = SpeechSink(
            engine: engine, profiles: try SpeechFixtures.profiles(),
            renderer: SpeechRenderer(templates: SpeechTemplates(hooks: registry.speechHooks)))
        let options = AppOptions(databasePath: ":memory:", playerName: "Tester", today: "2026-11-22", color: false, interactive: false)
        let player = try await store.player(named: "Tester")
        if role != .player { try await store.setRole(role, playerID: player.id) }
        let app = try await Earshot(
            store: store, registry: registry, presenter: Presenter(sinks: [speech]),
            input: InputChannel(reader: ScriptedLineReader(lines)), speech: speech, options: options, clock: ManualClock())
        _ = await app.runREPL(version: "test")
        return engine.utterances
    }

    /// The seconds `utterances` take to say.
    static func seconds(_ utterances: some Collection<Utterance>) async throws -> Double {
        try await SpeechFixtures.render(Array(utterances)).seconds
    }

    /// The utterances after the first whose text starts with `start`, up to and with the first
    /// whose text starts with `end`.
    static func between(_ all: [Utterance], after start: String, through end: String) throws -> ArraySlice<Utterance> {
        let from = try #require(all.firstIndex { $0.text.hasPrefix(start) })
        let to = try #require(all[(from + 1)...].firstIndex { $0.text.hasPrefix(end) }, "\(all.map(\.text))")
        return all[(from + 1)...to]
    }

    /// The first question begins within 45 s of the welcome: the menus, the choices and the
    /// game's first line. The question itself is drawn at random (its own length is not the
    /// menus'), so it is measured apart and only printed; it must still be said.
    @Test func theFirstQuestionComesWithin45SecondsOfTheWelcome() async throws {
        let all = try await Self.spoken(["play", "1", "1"])
        let part = try Self.between(all, after: "Earshot test", through: "Question 1 of")
        let before = try await Self.seconds(part.dropLast())
        let through = try await Self.seconds(part)
        print("LISTEN before the first question", before, "through it", through)
        #expect(before <= 45, "\(before) s: \(part.map(\.text))")
        #expect(before > 15, "the menus were said")
        #expect(through > before + 2, "the question was said")
    }

    @Test func helpTakesAtMost30Seconds() async throws {
        let all = try await Self.spoken(["help"])
        let part = try Self.between(all, after: "Command?", through: "Type help and a group")
        let seconds = try await Self.seconds(part)
        #expect(seconds <= 30, "\(seconds) s: \(part.map(\.text))")
        #expect(!part.contains { $0.text.contains("admin") }, "a player hears nothing of admin commands")
    }

    @Test func anAdminHearsTheirGroupsAndStillWithin30Seconds() async throws {
        let all = try await Self.spoken(["help", "help admin"], role: .admin)
        let part = try Self.between(all, after: "Command?", through: "Type help and a group")
        #expect(try await Self.seconds(part) <= 30)
        #expect(part.contains { $0.text.hasPrefix("admin") })
        #expect(all.contains { $0.text.hasPrefix("ban:") })
    }

    /// Where the first question and help begin and end in each language's speech.
    struct Marks: Sendable, CustomTestStringConvertible {
        let language: String
        let prompt: String
        let firstQuestion: String
        let helpEnd: String
        /// The goal in every language: 45 s of speech before the first question and 30 s of
        /// help.
        var firstQuestionGoal: Double { 45 }
        var helpGoal: Double { 30 }
        var testDescription: String { language }
    }

    static let marks = [
        Marks(language: "zh", prompt: "请输入命令", firstQuestion: "第 1 题", helpEnd: "游戏）或命令名"),
        Marks(language: "ms", prompt: "Arahan?", firstQuestion: "Soalan 1 daripada", helpEnd: "Taip help dan nama kumpulan"),
        Marks(language: "ta", prompt: "கட்டளை?", firstQuestion: "கேள்வி 1,", helpEnd: "என்றும் ஒரு கட்டளையின்"),
    ]

    /// The same two goals in Chinese, Malay and Tamil, from the prompt after `language`: at
    /// most 45 s of speech before the first question (as issue 24 measured it: the menus, the
    /// choices and the game's first line), and help within 30 s. The first question itself is
    /// drawn at random and takes 5–10 s more in Chinese; the seconds through it are printed.
    @Test(arguments: marks)
    func theGoalsHoldInEveryLanguage(_ marks: Marks) async throws {
        let all = try await Self.spoken(["language \(marks.language)", "play", "1", "1"])
        let throughQuestion = try Self.between(all, after: marks.prompt, through: marks.firstQuestion)
        let beforeQuestion = try await Self.seconds(throughQuestion.dropLast())
        let withQuestion = try await Self.seconds(throughQuestion)
        print("LISTEN \(marks.language) before the first question", beforeQuestion, "through it", withQuestion)
        #expect(beforeQuestion <= marks.firstQuestionGoal, "\(beforeQuestion) s: \(throughQuestion.map(\.text))")
        #expect(beforeQuestion > 10, "the menus were said")
        #expect(withQuestion > beforeQuestion + 2, "the question was said")

        let helped = try await Self.spoken(["language \(marks.language)", "help"])
        let help = try Self.between(helped, after: marks.prompt, through: marks.helpEnd)
        let helpSeconds = try await Self.seconds(help)
        print("LISTEN \(marks.language) help", helpSeconds)
        #expect(helpSeconds <= marks.helpGoal, "\(helpSeconds) s: \(help.map(\.text))")
    }
}
