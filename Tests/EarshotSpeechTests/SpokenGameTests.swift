// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotTesting
import Testing

@testable import EarshotSpeech

/// A whole scripted game, heard through the recording engine: every word, in order.
@Suite struct SpokenGameTests {
    /// The engine's log in a compact, readable form.
    static func transcript(_ engine: RecordingSpeechEngine) -> [String] {
        engine.entries.map { entry in
            switch entry {
            case .spoke(let u): return "[\(u.role.rawValue)] \(u.text)"
            case .played(let e): return "earcon \(e.rawValue)"
            case .stopped(let roles): return roles.count == SpeechRole.allCases.count ? "stop" : "stop question and options"
            case .finished: return "finished"
            }
        }
    }

    @Test func aWholeGameIsSpokenExactly() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: [
            "spell 2", "faster", "true",
            "voice nosuch", "voice duet", "go",
            "spell", "skip",
        ])
        let ok = await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7)
        #expect(ok)
        let expected = [
            "earcon gameStart",
            "[feedback] Classic game: 3 questions, Test.",
            "stop question and options",
            "[question] Question 1 of 3. Sound travels faster in water than in air.",
            "[option] Option 1, True.",
            "[option] Option 2, False.",
            "[system] Your answer?", "stop", "[system] Option 2, False: F, A, L, S, E.",
            "[system] Your answer?", "stop", "[system] Speaking at 200 words a minute.",
            "[system] Your answer?", "stop", "earcon correct", "[feedback] Correct: True. 200 points.",
            "stop question and options",
            "[question] Question 2 of 3. What is the chemical symbol for gold?",
            "[option] Option 1, Au.", "[option] Option 2, Gd.", "[option] Option 3, Ag.", "[option] Option 4, Go.",
            "[system] Your answer?", "stop",
            "[system] Error: There is no voice called \"nosuch\". Keeping default. Type voices to hear the list.",
            "[system] Your answer?", "stop",
            "[system] Voice duet: The question in a bright voice, the options in a warm one, messages in a third. Rate 175 words a minute, pitch 50.",
            "[system] Your answer?", "stop", "earcon wrong", "[feedback] Not quite: you chose 4, Go. The answer is 1, Au.",
            "[feedback] From the Latin aurum.",
            "stop question and options",
            "[question] Question 3 of 3. Which element has atomic number 1?",
            "[question] Type your answer.",
            "[system] Your answer?", "stop", "[system] The answer, Au: A, U.",
            "[system] Your answer?", "stop", "[feedback] Skipped. The answer was Hydrogen.",
            "[feedback] Game over. Classic, Test.",
            "[feedback] Score: 200 points. 1 of 3 correct.",
            "[feedback] Time: 0 seconds.",
            "[feedback] A new best in Test: 200 points!",
            "[feedback] Your rank: 1 of 1 player.",
            "[feedback] Streak: 1 day in a row. Longest: 1 day.",
            "[feedback] Rank 1 of 1 this week in classic Test.",
            "[feedback] You reached level 3! 200 points in all.",
        ]
        #expect(Self.transcript(engine) == expected)
        // The text sink printed the same game: every utterance's words reached the screen too.
        #expect(test.output.text.contains("Question 3 of 3, Test"))
    }

    @Test func voiceLockGivesEachRoleItsVoiceAndCommandsChangeTheRate() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["voice duet", "slower", "true", "au", "hydrogen"])
        _ = await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7)
        let spoken = engine.utterances
        let question = try #require(spoken.first { $0.text.hasPrefix("Question 2 of 3") })
        let option = try #require(spoken.first { $0.text == "Option 1, Au." })
        let feedback = try #require(spoken.first { $0.text.hasPrefix("Correct: ") })
        #expect(question.voice.voice == "en-us+earshot-bright")
        #expect(option.voice.voice == "en-us+earshot-warm")
        #expect(feedback.voice.voice == "en")
        #expect(question.voice.rate == 150)  // duet's 175, slower by 25
        // Each earcon marks its change of state.
        let earcons = engine.entries.compactMap { if case .played(let e) = $0 { return e } else { return nil } }
        #expect(earcons == [.gameStart, .correct, .correct, .correct])
    }

    @Test func earconsOffAndSpeechOffAreObeyed() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["earcons off", "true", "speech off", "au", "hydrogen"])
        _ = await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7)
        let earcons = engine.entries.compactMap { if case .played(let e) = $0 { return e } else { return nil } }
        #expect(earcons == [.gameStart])  // before the command
        // Question 2 and its prompt were said before speech off; nothing after.
        #expect(engine.texts.suffix(2) == ["Option 4, Go.", "Your answer?"])
        #expect(test.output.text.contains("Speech is off."))
    }
}
