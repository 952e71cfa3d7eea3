// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// The same scripted game heard at each verbosity: what is said changes, what is printed does
/// not.
@Suite struct VerbosityTests {
    /// Plays the fixture game (true or false, the gold question, the typed hydrogen question)
    /// at `level`, answering "true", "go" and "hydorgen", and returns what was said about the
    /// game (questions, options and feedback) and what was printed.
    static func play(_ level: Verbosity) async throws -> (spoken: [String], printed: String) {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["true", "go", "hydrogn"])
        await test.app.perform(command: "verbosity \(level.rawValue)")
        engine.clear()
        #expect(await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7))
        let spoken = engine.utterances.filter { $0.role != .system }.map { "[\($0.role.rawValue)] \($0.text)" }
        let printed = test.output.text
        return (Array(spoken.prefix { !$0.hasPrefix("[feedback] Game over") }), printed)
    }

    /// A brief game's end is at most two sentences: the score, and a level reached or a new
    /// best; here neither (three skips), so one.
    @Test func aBriefEndingIsTheScoreAlone() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: [
            "verbosity brief", "play classic test 3", "skip", "skip", "skip", "quit",
        ])
        _ = await test.app.runREPL(version: "test")
        let said = engine.utterances.map(\.text)
        let start = try #require(said.firstIndex { $0.hasPrefix("Game over") }, "\(said)")
        let end = try #require(said[start...].firstIndex { $0 == "Command?" }, "\(said[start...])")
        #expect(Array(said[start..<end]) == ["Game over: 0 points, 0 of 3 right."])
        // The printed ending is whole.
        #expect(test.output.text.contains("Time: "))
    }

    @Test func aBriefEndingAddsALevelReachedOrANewBest() {
        var s = GameSummary(
            modeName: "Classic", categoryName: "Test", outcome: .completed,
            status: ScoreStatus(score: 300, correct: 2, answered: 3, total: 3),
            seconds: 40, best: 300, isNewBest: true, rank: 1, players: 4,
            extra: ["Streak: 2 days.", "You reached level 2! 900 points in all."])
        let renderer = SpeechRenderer()
        func said() -> [String] {
            renderer.items(for: AppEvent.summary(s), verbosity: .brief).compactMap { if case .say(let t, _) = $0 { t } else { nil } }
        }
        #expect(said() == ["Game over: 300 points, 2 of 3 right.", "A new best!"])
        s.levelLine = "You reached level 2! 900 points in all."
        #expect(said() == ["Game over: 300 points, 2 of 3 right.", "You reached level 2! 900 points in all."])
        #expect(renderer.items(for: AppEvent.summary(s), verbosity: .normal).count > 4, "normal says it all")
    }

    @Test func brief() async throws {
        let (spoken, _) = try await Self.play(.brief)
        #expect(
            spoken == [
                "[feedback] Classic game: 3 questions, Test.",
                "[question] Sound travels faster in water than in air.",
                "[option] 1 True, 2 False.",
                "[feedback] Correct, 200 points.",
                "[question] What is the chemical symbol for gold?",
                "[option] 1 Au, 2 Gd, 3 Ag, 4 Go.",
                "[feedback] Wrong, 4, 0 points. 1, Au.",
                "[question] Which element has atomic number 1?",
                "[feedback] Correct, 300 points.",
            ])
    }

    @Test func normal() async throws {
        let (spoken, _) = try await Self.play(.normal)
        #expect(
            spoken == [
                "[feedback] Classic game: 3 questions, Test.",
                "[question] Question 1 of 3. Sound travels faster in water than in air.",
                "[option] Option 1, True.", "[option] Option 2, False.",
                "[feedback] Correct: True. 200 points.",
                "[question] Question 2 of 3. What is the chemical symbol for gold?",
                "[option] Option 1, Au.", "[option] Option 2, Gd.", "[option] Option 3, Ag.", "[option] Option 4, Go.",
                "[feedback] Not quite: you chose 4, Go. The answer is 1, Au.", "[feedback] From the Latin aurum.",
                "[question] Question 3 of 3. Which element has atomic number 1?", "[question] Type your answer.",
                // The forgiven typo is named in its real spelling.
                "[feedback] Correct: Hydrogen. 300 points.",
            ])
    }

    @Test func full() async throws {
        let (spoken, _) = try await Self.play(.full)
        #expect(
            spoken == [
                "[feedback] Classic game: 3 questions, Test.",
                "[question] Question 1 of 3. Test. Sound travels faster in water than in air.",
                "[option] Option 1, A, True.", "[option] Option 2, B, False.",
                "[feedback] Correct: True. 200 points.", "[feedback] Score: 200 points.",
                "[question] Question 2 of 3. Test. What is the chemical symbol for gold?",
                "[option] Option 1, A, Au.", "[option] Option 2, B, Gd.", "[option] Option 3, C, Ag.", "[option] Option 4, D, Go.",
                "[feedback] Not quite: you chose 4, Go. The answer is 1, Au.", "[feedback] From the Latin aurum.",
                "[feedback] Score: 200 points.",
                "[question] Question 3 of 3. Test. Which element has atomic number 1?", "[question] Type your answer.",
                "[feedback] Correct: Hydrogen. 300 points.", "[feedback] Score: 500 points.",
            ])
    }

    @Test func thePrintedTextIsTheSameAtEveryLevel() async throws {
        func game(_ text: String) -> String {
            // From the game's start to its end; the verbosity reply before it differs.
            let start = text.range(of: "Classic game")!.lowerBound
            return String(text[start...])
        }
        let brief = try await Self.play(.brief).printed
        let full = try await Self.play(.full).printed
        let normal = try await Self.play(.normal).printed
        #expect(game(brief) == game(normal))
        #expect(game(full) == game(normal))
        #expect(normal.contains("Correct: Hydrogen. +300 points."))
    }

    @Test func theSettingIsKeptPerPlayer() async throws {
        let (test, sink, _) = try await SpeechFixtures.app(lines: [])
        await test.app.perform(command: "verbosity full")
        #expect(await sink.verbosity == .full)
        await test.app.perform(command: "verbosity loud")
        #expect(test.output.text.contains("\"loud\" is not a verbosity."))
        let stored = try await test.store.player(named: "Tester").settings
        #expect(stored.verbosity == .full)
        // Settings saved before verbosity existed still load, as normal.
        let old = try JSONDecoder().decode(PlayerSettings.self, from: Data(#"{"timeScale":1}"#.utf8))
        #expect(old.verbosity == .normal)
    }
}

/// A plugin's `judged.note` is heard after a wrong answer as after a right one (issue 25).
@Suite struct JudgedNoteTests {
    @Test func theNoteIsSaidAfterAWrongAnswer() {
        let renderer = SpeechRenderer(templates: SpeechTemplates(hooks: [:]))
        var j = Judgement(correct: false, points: 0, correctAnswer: "Paris", explanation: nil, score: 0)
        j.note = "Streak lost."
        let said = renderer.judged(j, verbosity: .normal).map { "\($0)" }.joined(separator: " | ")
        #expect(said.contains("Streak lost."), "\(said)")
    }
}

/// A plugin's spoken forms: what espeak-ng would read wrongly is said as the plugin says,
/// and printed as written.
@Suite struct SpokenFormTests {
    @Test func aQuestionAndItsOptionsAreSaidInTheirSpokenForms() throws {
        let json =
            #"{"type":"asked","question":{"number":1,"total":1,"categoryName":"Numbers","kind":"choice","difficulty":"easy","text":"What is XIV in ordinary numbers?","speak":"What is X, I, V in ordinary numbers?","options":["CO2","14"],"optionsSpeak":["C O 2",null]}}"#
        let event = try JSONDecoder().decode(GameEvent.self, from: Data(json.utf8))
        let said = SpeechRenderer().items(for: event).compactMap { if case .say(let t, _) = $0 { t } else { nil } }
        #expect(said.first?.hasSuffix("What is X, I, V in ordinary numbers?") == true, "\(said)")
        #expect(said.contains("Option A, C O 2."), "labels still follow the written options (14 is a number): \(said)")
        #expect(said.contains("Option B, 14."))
        let printed = TextRendererProbe.lines(event)
        #expect(printed.contains("What is XIV in ordinary numbers?") && printed.contains("  A. CO2"), "\(printed)")
        // Without spoken forms nothing changes, and the fields stay out of what is sent.
        let plain = AskedQuestion(
            number: 1, total: 1, categoryName: "X", kind: .typed, difficulty: .easy, text: "Say it.", options: [])
        #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("speak"))
        // Spoken forms and a verdict's labels cross the wire to a club's client.
        let asked = try #require({ if case .asked(let q) = event { q } else { nil } }())
        #expect(try JSONDecoder().decode(AskedQuestion.self, from: JSONEncoder().encode(asked)) == asked)
        let verdict = Judgement(
            correct: true, points: 1, correctAnswer: "14", explanation: nil, score: 1, chosen: "14", chosenOption: 1, correctOption: 1,
            optionLabels: .letters)
        #expect(try JSONDecoder().decode(Judgement.self, from: JSONEncoder().encode(verdict)) == verdict)
    }
}
