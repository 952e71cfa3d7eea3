// Plugins this file needs: Classic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// The player always hears what Earshot understood, and words that look like commands are
/// never scored without asking.
@Suite struct UnderstoodTests {
    /// The fixture game, answering the first two questions, then `lines` on the typed one.
    static func typedQuestion(_ lines: [String]) async throws -> (TestApp, RecordingSpeechEngine) {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["true", "au"] + lines)
        #expect(await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7))
        return (test, engine)
    }

    @Test func aCommandWithStrayCapitalsAndPunctuationRuns() async throws {
        let (test, _) = try await Self.typedQuestion(["REPEAT.", "hydrogen"])
        let text = test.output.text
        #expect(text.components(separatedBy: "Which element has atomic number 1?").count == 3)  // asked, then repeated
        #expect(text.contains("Correct: Hydrogen."))
    }

    @Test(arguments: [("rep", "repeat"), ("repaet", "repeat"), ("skp", "skip")])
    func aLineCloseToACommandIsAskedAbout(line: String, command: String) async throws {
        let (test, engine) = try await Self.typedQuestion([line, "no", "hydrogen"])
        let text = test.output.text
        let question = "Is \"\(line)\" your answer, or did you mean \(command)?"
        #expect(text.contains(question))
        #expect(engine.texts.contains { $0.hasPrefix(question) })  // heard too
        #expect(!text.contains("you typed \(line)"))  // never scored
        if command == "skip" { #expect(text.contains("Skipped. The answer was Hydrogen.")) }
    }

    @Test func yesGivesTheLineAsTheAnswer() async throws {
        let (test, _) = try await Self.typedQuestion(["rep", "yes"])
        #expect(test.output.text.contains("Not quite: you typed rep. The answer is Hydrogen."))
    }

    @Test func aChoiceQuestionsFeedbackNamesTheOptionTaken() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["true", "su", "hydrogen"])
        #expect(await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7))
        // "su" fits no option of Au, Gd, Ag, Go: it is not silently taken.
        #expect(test.output.text.contains("\"su\" is not one of the options."))
        #expect(engine.texts.contains { $0.contains("A for Au, B for Gd, C for Ag, D for Go") })
    }

    /// The whole "not one of the options" hint is said once; after that it is short.
    @Test func theOptionsHintIsShortAfterItsFirstTime() async throws {
        let (test, _, engine) = try await SpeechFixtures.app(lines: ["true", "su", "xx", "au", "hydrogen"])
        #expect(await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7))
        #expect(engine.texts.contains { $0.hasPrefix("\"su\" is not one of the options.") && $0.contains("A for Au") })
        #expect(engine.texts.contains("\"xx\" is not an option: 1 to 4."), "\(engine.texts)")
        // The screen keeps the whole hint every time.
        #expect(test.output.text.components(separatedBy: "is not one of the options.").count == 3)
    }

    @Test func numberOptionsAreReadWithLettersAndAskedAboutWithBothReadings() async throws {
        let q = AskedQuestion(
            number: 1, total: 1, categoryName: "Science", kind: .choice, difficulty: .easy, text: "What is the pH of pure water?",
            options: ["10", "1", "7", "14"])
        let renderer = SpeechRenderer()
        #expect(renderer.items(for: .asked(q)).dropFirst().first == .say("Option A, 10.", .option))
        let clarify = renderer.items(for: .clarify(input: "1", candidates: [0, 1], options: q.options))
        #expect(
            clarify == [
                .say(
                    "\"1\" fits more than one option: A, 10; or B, 1. Which one did you mean? Type A or B.",
                    .feedback)
            ])
        let printed = TextRendererProbe.lines(.clarify(input: "1", candidates: [0, 1], options: q.options))
        #expect(printed.first?.contains("Type A or B.") == true)
    }

    @Test func ambiguousPrefixesListTheirCandidates() async throws {
        let test = try await TestApp(lines: ["pl", "quit"], registry: try BuiltinPlugins.registry())
        _ = await test.app.runREPL(version: "test")
        #expect(test.output.text.contains("pl: play, player or players?"))
    }

    /// With speech off, the speech settings are still listed, checked and saved.
    @Test func speechSettingsWorkWhileSpeechIsOff() async throws {
        let made = await SpeechBackend.make(
            mode: .off, speakTo: nil, settings: SpeechSettings(),
            dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"), hooks: [:])
        #expect(made.sink == nil)
        let control = try #require(made.control)
        let test = try await TestApp(lines: [], registry: try BuiltinPlugins.registry(), extraSinks: [control], speech: control)
        for command in ["rate 200", "pitch 60", "volume 120", "voice en-gb", "voices"] {
            await test.app.perform(command: command)
        }
        let text = test.output.text
        #expect(text.contains("Speaking at 200 words a minute. It applies when speech is on."))
        #expect(text.contains("The pitch is now 60. It applies when speech is on."))
        #expect(text.contains("Voice en-gb. It applies when speech is on."))
        #expect(text.contains("espeak-ng voices,"))
        let stored = try await test.store.player(named: "Tester").settings.speech
        #expect(stored.rate == 200 && stored.pitch == 60 && stored.volume == 120 && stored.voice == "en-gb")
    }

    @Test func spellPrintsTheSpellingInScreenReaderMode() async throws {
        let made = await SpeechBackend.make(
            mode: .screenReader, speakTo: nil, settings: SpeechSettings(),
            dataFolder: SpeechFixtures.processFolder.appendingPathComponent("data"), hooks: [:])
        let control = try #require(made.control)
        let test = try await TestApp(
            lines: ["true", "spell 1", "au", "hydrogen"], registry: try BuiltinPlugins.registry(), store: try SpeechFixtures.store(),
            extraSinks: [control], speech: control)
        #expect(await GamePlay(test.app).runScripted(mode: "classic", category: "test", count: 3, seed: 7))
        #expect(test.output.text.contains("Option 1, Au: A, U."))
    }
}

/// The console's words for an event, for comparing with speech.
enum TextRendererProbe {
    static func lines(_ event: GameEvent) -> [String] { EarshotConsole.TextRenderer().lines(for: event) }
}
