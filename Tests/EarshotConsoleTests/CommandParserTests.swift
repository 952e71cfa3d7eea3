import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import Foundation
import Testing

@Suite("Command parsing")
struct CommandParserTests {
    /// The session's commands during a timed game: the built-in ones plus the timed mode's verbs.
    let table = CommandTable().adding(
        modeVerbs: (try? BuiltinPlugins.registry().mode("timed")?.descriptor.commands) ?? [])
    var parser: CommandParser { table.parser }

    func name(_ line: String, _ scope: Command.Scope = .main) -> String? {
        if case .command(let p) = parser.parse(line, scope: scope) { return p.command.name }
        return nil
    }

    @Test func wordsAreCaseInsensitiveWithPrefixesAndSynonyms() {
        #expect(name("PLAY") == "play")
        #expect(name("  play  ") == "play")
        #expect(name("cat") == "categories")
        #expect(name("exit") == "quit")
        #expect(name("bye") == "quit")
        #expect(name("again") == "repeat")
        #expect(name("stat") == "stats")
        #expect(name("more time", .game) == "more time")
        #expect(name("repeat options", .game) == "repeat")
    }

    @Test func argumentsFollowTheCommand() {
        guard case .command(let p) = parser.parse("play classic science", scope: .main) else {
            Issue.record("not parsed")
            return
        }
        #expect(p.argument == "classic science")
        guard case .command(let h) = parser.parse("help play", scope: .main) else {
            Issue.record("not parsed")
            return
        }
        #expect(h.command.name == "help")
        #expect(h.argument == "play")
        guard case .command(let n) = parser.parse("PLAYER Ann Lee", scope: .main) else {
            Issue.record("not parsed")
            return
        }
        #expect(n.command.name == "player")
        #expect(n.argument == "Ann Lee", "names keep their case")
    }

    @Test func typosGetASuggestion() {
        #expect(parser.parse("raepeat", scope: .main) == .unknown(word: "raepeat", suggestion: "repeat"))
        #expect(parser.parse("halp", scope: .main) == .unknown(word: "halp", suggestion: "help"))
        #expect(parser.parse("paly", scope: .main) == .unknown(word: "paly", suggestion: "play"))
        #expect(parser.parse("xylophone", scope: .main) == .unknown(word: "xylophone", suggestion: nil))
        #expect(parser.parse("", scope: .main) == .empty)
        // Asked for none (a line in a game is most often an answer), none is worked out.
        #expect(parser.parse("raepeat", scope: .main, suggest: false) == .unknown(word: "raepeat", suggestion: nil))
        #expect(parser.parse("repeat", scope: .main, suggest: false) != .unknown(word: "repeat", suggestion: nil))
    }

    @Test func ambiguousPrefixesAreNotGuessed() {
        // "s" could be stats, skip, stop, spell, speech: too short and too many.
        #expect(name("s") == nil)
        #expect(name("sp") == nil)
    }

    @Test func aTypoPrefersTheCommandItBegins() {
        // "paus" is one edit from both "pass" (skip) and "pause": the word it begins wins.
        #expect(parser.suggestion(for: "paus") == "pause")
        #expect(parser.suggestion(for: "skp") == "skip")
    }

    @Test func gameCommandsAreOnlyInGames() {
        #expect(name("skip", .main) == nil)
        #expect(name("skip", .game) == "skip")
        #expect(name("play", .game) == nil)
    }

    @Test func everyCommandHasHelpAndUniqueWordsInEachScope() {
        for scope in [CommandScope.main, .game] {
            let words = table.descriptors(in: scope).flatMap { [$0.name] + $0.synonyms }
            #expect(Set(words).count == words.count, "a word names two commands")
        }
        for c in table.entries.map(\.descriptor) {
            #expect(!c.summary.isEmpty && !c.help.isEmpty, "\(c.name)")
        }
    }
}

@Suite("Text rendering")
struct TextRendererTests {
    let plain = TextRenderer(color: false)

    @Test func questionsAreNumberedLines() {
        let q = AskedQuestion(
            number: 3, total: 10, categoryName: "History", kind: .choice, difficulty: .easy, text: "When?", options: ["1066", "1215"])
        #expect(plain.lines(for: .asked(q)) == ["", "Question 3 of 10, History", "When?", "  A. 1066", "  B. 1215"])
    }

    @Test func wrongAnswersSayTheAnswerInWords() {
        let j = Judgement(correct: false, points: 0, correctAnswer: "Paris", explanation: "It is the capital.", score: 0)
        #expect(plain.lines(for: .judged(j)) == ["Not quite. The answer is Paris.", "It is the capital."])
        let named = Judgement(
            correct: false, points: 0, correctAnswer: "Paris", explanation: nil, score: 0, chosen: "Rome", chosenOption: 2,
            correctOption: 0)
        #expect(plain.lines(for: .judged(named)) == ["Not quite: you chose 3, Rome. The answer is 1, Paris."])
    }

    /// Options that are numbers are printed and read with letters, and the verdict names them
    /// the same way, whether the mode says so or not.
    @Test func verdictsNameOptionsAsTheyWereShown() {
        let q = AskedQuestion(
            number: 1, total: 1, categoryName: "Science", kind: .choice, difficulty: .easy, text: "pH of water?",
            options: ["10", "1", "7", "14"])
        #expect(plain.lines(for: .asked(q)).suffix(4) == ["  A. 10", "  B. 1", "  C. 7", "  D. 14"])
        var j = Judgement(
            correct: false, points: 0, correctAnswer: "7", explanation: nil, score: 0, chosen: "14", chosenOption: 3, correctOption: 2)
        #expect(plain.lines(for: .judged(j)) == ["Not quite: you chose D, 14. The answer is C, 7."])
        j.optionLabels = .numbers
        #expect(plain.lines(for: .judged(j)) == ["Not quite: you chose 4, 14. The answer is 3, 7."])
    }

    @Test func aStartedEventWithoutACategoryIsForAllCategories() throws {
        let event = try JSONDecoder().decode(
            GameEvent.self, from: Data(#"{"type":"started","mode":"Lightning","category":null,"questions":5}"#.utf8))
        #expect(plain.lines(for: event) == ["", "Lightning game: 5 questions, all categories."], "not '5 questions, .'")
        let missing = try JSONDecoder().decode(GameEvent.self, from: Data(#"{"type":"started","mode":"Lightning","questions":1}"#.utf8))
        #expect(plain.lines(for: missing) == ["", "Lightning game: 1 question, all categories."])
    }

    @Test func onePointIsOnePoint() {
        let j = Judgement(correct: true, points: 1, correctAnswer: "Paris", explanation: nil, score: 1)
        #expect(plain.lines(for: .judged(j)) == ["Correct! +1 point."], "survival scores one point an answer (issue 25)")
        #expect(plain.lines(for: .score(ScoreStatus(score: 1, correct: 1, answered: 1, total: 3)))[0].hasPrefix("Score: 1 point. "))
        let summary = GameSummary(
            modeName: "Survival", categoryName: "", outcome: .completed, status: ScoreStatus(score: 1, correct: 1, answered: 2, total: 2),
            seconds: 3, best: nil, isNewBest: false, rank: nil, players: 1)
        #expect(summary.lines(.english).contains("Score: 1 point. 1 of 2 correct."))
    }

    @Test func aPluginsNoteIsShownAfterAWrongAnswerToo() {
        var j = Judgement(correct: false, points: 0, correctAnswer: "Paris", explanation: nil, score: 0)
        j.note = "Streak lost."
        #expect(plain.lines(for: .judged(j)) == ["Not quite. The answer is Paris. Streak lost."])
        j.correct = true
        j.points = 100
        #expect(plain.lines(for: .judged(j)) == ["Correct! +100 points. Streak lost."])
    }

    @Test func colourOnlyDecoratesWords() {
        let colored = TextRenderer(color: true)
        let j = Judgement(correct: true, points: 100, correctAnswer: "Paris", explanation: nil, score: 100)
        let line = colored.lines(for: .judged(j))[0]
        #expect(line.contains("\u{1B}["))
        let stripped = line.replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(stripped == plain.lines(for: .judged(j))[0])
        #expect(!plain.lines(for: .judged(j))[0].contains("\u{1B}"))
    }

    @Test func trueOrFalseQuestionsGetTheirOwnHint() {
        #expect(
            plain.lines(for: .notUnderstood(input: "maybe", optionCount: 2, trueFalse: true)) == [
                "\"maybe\" is not one of the options. Type true or false (yes or no also work), or 1 or 2."
            ])
        #expect(plain.lines(for: .notUnderstood(input: "x", optionCount: 2))[0].hasSuffix("a letter from a to b, or the option's words."))
    }

    @Test func promptsAreNotPrintedButEverythingElseIs() {
        #expect(plain.lines(for: .app(.prompt("Your answer?"))).isEmpty)
        #expect(
            plain.lines(for: .app(.unknownCommand(input: "raepeat", suggestion: "repeat"))) == [
                "Unknown command \"raepeat\". Did you mean \"repeat\"?"
            ])
        #expect(TextRenderer.duration(65) == "1 minute 5 seconds")
        #expect(TextRenderer.duration(1) == "1 second")
    }
}
