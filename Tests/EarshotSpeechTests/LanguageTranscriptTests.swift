// Plugins this file needs: Classic

import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotSpeech

/// A whole classic game in Chinese, Malay and Tamil, played through the REPL from the line
/// `language zh` on: what is printed and what is spoken is in that language, the questions are
/// drawn from that language's pack, no key is missing, and no English sentence of the game
/// slips through (issue 15).
@Suite struct LanguageTranscriptTests {
    /// One question of a pack, as the test answers it.
    struct PackQuestion {
        var kind: String
        var answer: String
        var wrong: String
    }

    /// A language's pack: its category names and its questions by text.
    struct Pack {
        var categories: Set<String>
        var questions: [String: PackQuestion]
    }

    static func pack(_ language: Language) throws -> Pack {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("plugins/packs/questions/\(language.rawValue)-general.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let categories = (json["categories"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        var questions: [String: PackQuestion] = [:]
        for q in json["questions"] as? [[String: Any]] ?? [] {
            guard let text = q["text"] as? String, let kind = q["kind"] as? String else { continue }
            switch kind {
            case "truefalse":
                let value = q["answer"] as? Bool ?? true
                questions[text] = PackQuestion(kind: kind, answer: value ? "true" : "false", wrong: value ? "false" : "true")
            case "choice":
                let answer = q["answer"] as? String ?? ""
                questions[text] = PackQuestion(kind: kind, answer: answer, wrong: (q["wrong"] as? [String])?.first ?? "0000")
            default:
                let answer = (q["answers"] as? [String])?.first ?? (q["answer"] as? String) ?? ""
                questions[text] = PackQuestion(kind: kind, answer: answer, wrong: "0000")
            }
        }
        return Pack(categories: Set(categories), questions: questions)
    }

    /// What a game in one language left behind.
    struct Played {
        var printed: [String]
        var spoken: [Utterance]
        var events: [Event]
    }

    /// Plays `language zh`, `play classic 5`, all categories, then answers the questions as
    /// asked: the first right, the second wrong, the third skipped, the rest right.
    static func play(_ language: Language, pack: Pack) async throws -> Played {
        let store = try Store()
        let report = await PackInstaller.installBuiltins(into: store)
        #expect(report.problems.isEmpty, "\(report.problems)")
        let registry = try BuiltinPlugins.registry()
        let engine = RecordingSpeechEngine(voices: [
            InstalledVoice(name: "en", description: "English"), InstalledVoice(name: "cmn", description: "Chinese (Mandarin)"),
            InstalledVoice(name: "ms", description: "Malay"), InstalledVoice(name: "ta", description: "Tamil"),
        ])
        let speech = SpeechSink(
            engine: engine, profiles: try SpeechFixtures.profiles(),
            renderer: SpeechRenderer(templates: SpeechTemplates(hooks: registry.speechHooks)))
        let output = RecordingOutput()
        let events = RecordingSink()
        let gamePrompt = Messages(language)("game.prompt")
        let reader = AnsweringLineReader(script: ["language \(language.rawValue)", "play classic 5", "all"]) { prompt in
            guard prompt == gamePrompt else { return nil }  // the game is over: end of input
            let asked = events.gameEvents.compactMap { if case .asked(let q) = $0 { return q } else { return nil } }.last
            guard let asked, let q = pack.questions[asked.text] else { return .line("skip") }
            switch asked.number {
            case 2: return .line(q.wrong)
            case 3: return .line("skip")
            default: return .line(q.answer)
            }
        }
        let app = try await Earshot(
            store: store, registry: registry,
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output), events, speech]),
            input: InputChannel(reader: reader), speech: speech,
            options: AppOptions(databasePath: ":memory:", playerName: "Tester", today: "2026-11-22", color: false, interactive: false),
            clock: ManualClock())
        #expect(await app.runREPL(version: "test") == 0)
        return Played(printed: output.lines, spoken: Self.joiningRuns(engine.utterances), events: events.events)
    }

    static func isHan(_ s: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) }
    static func isTamil(_ s: Unicode.Scalar) -> Bool { (0x0B80...0x0BFF).contains(s.value) }

    /// Whether `text` is written in the script of `language` (Chinese and Tamil only).
    /// The spoken lines, with the pieces a line was cut into for its languages' voices
    /// ("从现在起，" "Earshot " "说中文。") joined again: a piece in another voice continues the
    /// line before it.
    static func joiningRuns(_ utterances: [Utterance]) -> [Utterance] {
        var out: [Utterance] = []
        for u in utterances {
            if let last = out.last, last.role == u.role, last.voice.voice != u.voice.voice, !last.text.hasSuffix("?") {
                out[out.count - 1].text += u.text
                out[out.count - 1].voice = u.voice
            } else {
                out.append(u)
            }
        }
        return out
    }

    static func inScript(_ text: String, _ language: Language) -> Bool {
        switch language {
        case .zh: return text.unicodeScalars.contains(where: isHan)
        case .ta: return text.unicodeScalars.contains(where: isTamil)
        default: return true
        }
    }

    /// The English sentences of the game that must not be printed or said in another language.
    static let englishSentences = [
        "Question 1 of", "Correct", "Not quite", "Game over", "The answer was", "The answer is", "Skipped", "Your answer",
        "Score:", " points", "Choose a category", "Time:", "Your rank", "A new best", "Goodbye", "Type your answer",
        "Option 1,",
    ]

    /// Malay words the catalogue gives the game: each must be printed or said.
    static let malayWords = [
        "Soalan 1 daripada 5", "Betul", "Kurang tepat", "Dilangkau", "Permainan tamat", "Markah:", "mata", "Pilih kategori",
    ]

    @Test(arguments: [Language.zh, .ms, .ta])
    func aWholeClassicGameIsInTheLanguage(_ language: Language) async throws {
        let pack = try Self.pack(language)
        #expect(pack.questions.count >= 40)
        let played = try await Self.play(language, pack: pack)
        let m = Messages(language)

        // The game was whole: five questions, one right, one wrong, one skipped, completed.
        let game = played.events.compactMap { if case .game(let e) = $0 { return e } else { return nil } }
        let asked = game.compactMap { if case .asked(let q) = $0 { return q } else { return nil } }
        let judged = game.compactMap { if case .judged(let j) = $0 { return j } else { return nil } }
        #expect(asked.count == 5)
        #expect(judged.contains { $0.correct } && judged.contains { !$0.correct })
        #expect(game.contains { if case .skipped = $0 { true } else { false } })
        #expect(game.contains { if case .finished(.completed, _) = $0 { true } else { false } })

        // The questions are the language's own.
        for q in asked {
            #expect(pack.categories.contains(q.categoryName), "\(q.categoryName) is not a \(language.rawValue) category")
            #expect(pack.questions[q.text] != nil, "\(q.text) is not from the \(language.rawValue) pack")
            #expect(Self.inScript(q.text, language), "\(q.text)")
        }

        // Lines that come from other parts of Earshot (the modes' and the community's summary
        // lines) are checked by their own tests.
        let summaries = played.events.compactMap { if case .app(.summary(let s)) = $0 { return s } else { return nil } }
        let summary = try #require(summaries.last)
        let extra = summary.extra.filter { !$0.isEmpty }
        func isExtra(_ text: String) -> Bool { extra.contains { text.hasPrefix($0) || $0.hasPrefix(text) } }

        // Printed: everything from the language's confirmation to the goodbye.
        let chosen = m("language.chosen", ["name": language.nativeName])
        let start = try #require(played.printed.firstIndex(of: chosen))
        let printed = played.printed[start...].filter { !$0.trimmingWhitespace.isEmpty && !isExtra($0) }
        // Indented lines are menu items and options: data, in whatever language it came in.
        let sentences = printed.filter { !$0.hasPrefix("  ") }
        #expect(sentences.count >= 20)
        for line in sentences {
            #expect(Self.inScript(line, language), "printed in English: \(line)")
        }
        for line in printed {
            for english in Self.englishSentences {
                #expect(!line.contains(english), "printed \"\(english)\" in \(line)")
            }
        }
        // The end-of-game lines Earshot writes itself are in the language.
        let own = summary.lines(m).filter { !$0.isEmpty && !extra.contains($0) }
        #expect(own.count >= 3)
        for line in own {
            #expect(printed.contains(line), "summary line not printed: \(line)")
            #expect(Self.inScript(line, language), "summary in English: \(line)")
        }
        // Each answer's feedback is printed in the language.
        for j in judged {
            let feedback = j.namedFeedback(m)
            #expect(printed.contains { $0.hasPrefix(feedback) }, "no feedback line \(feedback)")
            #expect(Self.inScript(feedback, language))
        }

        // Spoken: everything from the language's confirmation on.
        let spokenStart = try #require(played.spoken.firstIndex { $0.text.hasPrefix(chosen) })
        let spoken = played.spoken[spokenStart...].filter { !isExtra($0.text) }
        // "Command?" is the main prompt's spoken word, which the session's own catalogue
        // table converts; options and menu items carry data.
        let sayings = spoken.filter { $0.role != .option && $0.text != "Command?" }
        #expect(sayings.count >= 20)
        for u in sayings {
            #expect(Self.inScript(u.text, language), "spoken in English: \(u.text)")
        }
        for u in spoken {
            for english in Self.englishSentences {
                #expect(!u.text.contains(english), "said \"\(english)\" in \(u.text)")
            }
        }
        // The options of a question are announced in the language.
        let optionWord = String(m.template("say.option").prefix { $0 != "{" })
        #expect(!optionWord.isEmpty && spoken.contains { $0.role == .option && $0.text.hasPrefix(optionWord) })

        if language == .ms {
            let all = (printed + spoken.map(\.text)).joined(separator: "\n")
            for word in Self.malayWords {
                #expect(all.contains(word), "no \"\(word)\" in the Malay game")
            }
        }

        // Nothing fell back to English.
        #expect(Messages.missingKeys.filter { $0.hasPrefix("\(language.rawValue):") }.isEmpty, "\(Messages.missingKeys)")
    }
}
