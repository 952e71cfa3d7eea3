import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Foundation
import Testing

@testable import GuessWho

typealias Q = BoardQuestion

/// The question phrasings the boards understand, with what each should mean.
let phrasings: [(board: String, text: String, expected: QuestionReading)] = [
    ("scientists", "is it a woman", .question(Q(attribute: "woman", test: .has))),
    ("scientists", "Is it a woman?", .question(Q(attribute: "woman", test: .has))),
    ("scientists", "is your scientist female", .question(Q(attribute: "woman", test: .has))),
    ("scientists", "is it a man", .question(Q(attribute: "woman", test: .has, negated: true))),
    ("scientists", "is it not a woman", .question(Q(attribute: "woman", test: .has, negated: true))),
    ("scientists", "isn't it a man?", .question(Q(attribute: "woman", test: .has))),
    ("scientists", "is it a lady", .question(Q(attribute: "woman", test: .has))),
    ("scientists", "was it born before 1900", .question(Q(attribute: "born", test: .less(1900)))),
    ("scientists", "born after 1850?", .question(Q(attribute: "born", test: .more(1850)))),
    ("scientists", "was it born in 1912", .question(Q(attribute: "born", test: .equal(1912)))),
    ("scientists", "was their birth earlier than 1800", .question(Q(attribute: "born", test: .less(1800)))),
    ("scientists", "did it die before 1950", .question(Q(attribute: "died", test: .less(1950)))),
    ("scientists", "did they die after 1990", .question(Q(attribute: "died", test: .more(1990)))),
    ("scientists", "was its death in 1955", .question(Q(attribute: "died", test: .equal(1955)))),
    ("scientists", "before 1700?", .question(Q(attribute: "born", test: .less(1700)))),
    ("scientists", "is it from Europe", .question(Q(attribute: "continent", test: .value("Europe")))),
    ("scientists", "is it European", .question(Q(attribute: "continent", test: .value("Europe")))),
    ("scientists", "was it born in Asia", .question(Q(attribute: "continent", test: .value("Asia")))),
    ("scientists", "is it from north america", .question(Q(attribute: "continent", test: .value("North America")))),
    ("scientists", "is it african", .question(Q(attribute: "continent", test: .value("Africa")))),
    ("scientists", "is it from england", .question(Q(attribute: "country", test: .value("England")))),
    ("scientists", "is it british", .question(Q(attribute: "country", test: .value("England")))),
    ("scientists", "is it American", .question(Q(attribute: "country", test: .value("the United States")))),
    ("scientists", "was it born in the USA", .question(Q(attribute: "country", test: .value("the United States")))),
    ("scientists", "is it from India", .question(Q(attribute: "country", test: .value("India")))),
    ("scientists", "is it a physicist", .question(Q(attribute: "field", test: .value("physics")))),
    ("scientists", "did it work in chemistry", .question(Q(attribute: "field", test: .value("chemistry")))),
    ("scientists", "is it a mathematician", .question(Q(attribute: "field", test: .value("mathematics")))),
    ("scientists", "is it a mathematican", .question(Q(attribute: "field", test: .value("mathematics")))),
    ("scientists", "did it work with computers", .question(Q(attribute: "field", test: .value("computing")))),
    ("scientists", "is it an astronomer", .question(Q(attribute: "field", test: .value("astronomy")))),
    ("scientists", "did it win a nobel prize", .question(Q(attribute: "nobel", test: .has))),
    ("scientists", "has it not won the Nobel", .question(Q(attribute: "nobel", test: .has, negated: true))),
    ("scientists", "is it a woman from Europe", .several(["woman", "continent"])),
    ("scientists", "does it like cheese", .nothing),
    ("scientists", "what is it", .nothing),
    ("animals", "is it a mammal", .question(Q(attribute: "class", test: .value("mammal")))),
    ("animals", "is it a bird?", .question(Q(attribute: "class", test: .value("bird")))),
    ("animals", "is it an insect", .question(Q(attribute: "class", test: .value("insect")))),
    ("animals", "can it fly", .question(Q(attribute: "flies", test: .has))),
    ("animals", "can't it fly", .question(Q(attribute: "flies", test: .has, negated: true))),
    ("animals", "does it have four legs", .question(Q(attribute: "legs", test: .equal(4)))),
    ("animals", "does it have more than four legs", .question(Q(attribute: "legs", test: .more(4)))),
    ("animals", "does it have fewer than 2 legs", .question(Q(attribute: "legs", test: .less(2)))),
    ("animals", "does it have legs", .question(Q(attribute: "legs", test: .more(0)))),
    ("animals", "does it live in water", .question(Q(attribute: "water", test: .has))),
    ("animals", "does it have fur", .question(Q(attribute: "covering", test: .value("fur")))),
    ("animals", "is it furry", .question(Q(attribute: "covering", test: .value("fur")))),
    ("animals", "does it have feathers", .question(Q(attribute: "covering", test: .value("feathers")))),
    ("animals", "does it have a shell", .question(Q(attribute: "covering", test: .value("a shell")))),
    ("animals", "does it eat meat", .question(Q(attribute: "diet", test: .value("meat")))),
    ("animals", "is it a herbivore", .question(Q(attribute: "diet", test: .value("plants")))),
    ("animals", "is it a pet", .question(Q(attribute: "pet", test: .has))),
    ("animals", "does it have stripes", .question(Q(attribute: "striped", test: .has))),
    ("animals", "is it spotty", .question(Q(attribute: "spotted", test: .has))),
    ("animals", "does it lay eggs", .question(Q(attribute: "eggs", test: .has))),
    ("animals", "is it bigger than a person", .question(Q(attribute: "big", test: .has))),
    ("animals", "is it small", .question(Q(attribute: "big", test: .has, negated: true))),
    ("animals", "is it a furry pet", .several(["covering", "pet"])),
    ("animals", "does it sing", .nothing),
]

func board(_ id: String) throws -> Board { try GuessWhoBoards.board(id) }

func guessWho(players: Int = 1, seed: UInt64 = 3, board id: String = "scientists") -> GuessWhoMode {
    let setup = GameSetup(
        modeID: "guess-who", categoryID: nil, count: 0, seed: seed, date: "2026-11-22",
        modeOptions: ["board": id, "players": String(players)])
    return GuessWhoMode(context: ModeContext(setup: setup, questions: [], categoryNames: [:]))
}

@Suite("Guess who")
struct GuessWhoTests {
    @Test("Question phrasings are read as the attribute and test they mean")
    func readsPhrasings() throws {
        #expect(phrasings.count >= 40)
        let boards = ["scientists": try board("scientists"), "animals": try board("animals")]
        for (id, text, expected) in phrasings {
            #expect(boards[id]!.read(text) == expected, "\(id): \(text)")
        }
    }

    @Test("Both shipped boards load and pass validation, with 16 to 24 characters")
    func shippedBoards() throws {
        for id in GuessWhoBoards.ids {
            let b = try board(id)
            #expect(Board.sizes.contains(b.characters.count))
            #expect(!b.examples.isEmpty)
        }
    }

    @Test("A board with two characters alike, a repeated name, or too few characters is refused, naming them")
    func validation() throws {
        var json = try GuessWhoBoards.json("animals")
        let twin = json.replacingOccurrences(
            of:
                "\"name\": \"Horse\", \"class\": \"mammal\", \"legs\": 4, \"flies\": false, \"water\": false, \"covering\": \"fur\", \"diet\": \"plants\", \"pet\": false, \"striped\": false, \"spotted\": false",
            with:
                "\"name\": \"Horse\", \"class\": \"mammal\", \"legs\": 4, \"flies\": false, \"water\": false, \"covering\": \"fur\", \"diet\": \"plants\", \"pet\": false, \"striped\": false, \"spotted\": true"
        )
        #expect(twin != json)
        #expect(throws: Board.Problem("Giraffe and Horse have the same attributes, so no question could tell them apart.")) {
            try Board.load(json: twin)
        }
        let duplicate = json.replacingOccurrences(of: "\"name\": \"Cat\"", with: "\"name\": \"Dog\"")
        #expect(throws: Board.Problem("The board animals has two characters called Dog.")) { try Board.load(json: duplicate) }
        let badValue = json.replacingOccurrences(of: "\"class\": \"arachnid\"", with: "\"class\": \"spider\"")
        #expect(throws: Board.Problem("Spider has spider for class, which is not one of its values.")) { try Board.load(json: badValue) }
        var b = try board("animals")
        b.characters.removeLast(5)
        #expect(throws: Board.Problem("The board animals has 15 characters; a board needs 16 to 24.")) { try b.validate() }
        json = "{\"format\": 2}"
        #expect(throws: Board.Problem.self) { try Board.load(json: json) }
    }

    @Test("An answer flips down exactly the characters it rules out")
    func automaticFlips() throws {
        var mode = guessWho()
        _ = mode.start(at: .zero)
        let b = try #require(mode.board)
        let secret = try #require(mode.sides[0].secret)
        let out = mode.handle(.answer("is it a woman"), at: .seconds(1))
        let secretIsWoman = b.characters[secret].values["woman"] == .bool(true)
        let text = out.customs["guesswho.answer"] ?? ""
        #expect(text.hasPrefix(secretIsWoman ? "Yes. It is a woman." : "No. It is a man."))
        for (i, c) in b.characters.enumerated() {
            #expect(mode.sides[0].up[i] == (c.values["woman"] == b.characters[secret].values["woman"]), "\(c.name)")
        }
        // Asking again flips nothing new.
        #expect(
            mode.handle(.answer("is it a man"), at: .seconds(2)).customs["guesswho.answer"]?.contains("Nothing new to flip down.") == true)
        #expect(mode.sides[0].questions == 2)
    }

    @Test("flip and unflip by hand; board reads those still up; a name typed as a question hints at guess")
    func flipAndBoard() throws {
        var mode = guessWho(board: "animals")
        _ = mode.start(at: .zero)
        #expect(mode.handle(.command("flip", "horse"), at: .zero).customs["guesswho.flip"] == "Horse is flipped down. 19 still up.")
        #expect(mode.handle(.command("flip", "Horse"), at: .zero).customs["guesswho.flip"] == "Horse is already down.")
        #expect(mode.handle(.command("unflip", "hors"), at: .zero).customs["guesswho.flip"] == "Horse is back up. 20 still up.")
        #expect(mode.handle(.command("flip", "unicorn"), at: .zero).customs["guesswho.unknown"] != nil)
        #expect(mode.handle(.command("board"), at: .zero).customs["guesswho.board"]?.hasPrefix("20 still up: Lion, Tiger") == true)
        #expect(mode.handle(.answer("is it a goldfish"), at: .zero).customs["guesswho.guess-hint"] == "To guess, type guess Goldfish.")
        #expect(mode.handle(.command("ask"), at: .zero).customs["guesswho.askable"]?.contains("whether it can fly") == true)
        #expect(
            mode.handle(.answer("does it sing"), at: .zero).customs["guesswho.unclear"]?.contains("You can ask yes or no questions about")
                == true)
    }

    @Test("A right guess scores more for fewer questions; a wrong one loses")
    func guessing() throws {
        var mode = guessWho()
        _ = mode.start(at: .zero)
        let b = try #require(mode.board)
        let secret = try #require(mode.sides[0].secret)
        _ = mode.handle(.answer("is it a woman"), at: .zero)
        _ = mode.handle(.answer("was it born before 1900"), at: .zero)
        let win = mode.handle(.command("guess", b.characters[secret].name), at: .seconds(30))
        #expect(win.finished)
        #expect(win.customs["guesswho.won"] == "Yes! It is \(b.characters[secret].name). Found with 2 questions: 900 points.")
        #expect(win.finishedStatus == ScoreStatus(score: 900, correct: 1, answered: 1, total: 1))
        #expect(GuessWhoMode.points(questions: 0) == 1000)
        #expect(GuessWhoMode.points(questions: 30) == 100)

        var other = guessWho()
        _ = other.start(at: .zero)
        let wrongIndex = (try #require(other.sides[0].secret) + 1) % b.characters.count
        let lose = other.handle(.command("guess", b.characters[wrongIndex].name), at: .zero)
        #expect(lose.customs["guesswho.lost"]?.contains("A wrong guess loses the game.") == true)
        #expect(lose.finishedStatus?.score == 0)
        #expect(lose.records.first?.correct == false)
    }

    @Test("Two players pick in turn, then take turns asking about each other's character")
    func twoPlayers() throws {
        var mode = guessWho(players: 2, board: "animals")
        let start = mode.start(at: .zero)
        #expect(start.customs["guesswho.pick"]?.hasPrefix("Player 1, put on headphones; Player 2, look away.") == true)
        #expect(start.secretInput)
        #expect(mode.handle(.answer("unicorn"), at: .zero).customs["guesswho.unknown"] != nil)
        let first = mode.handle(.answer("ladybird"), at: .zero)
        #expect(first.customs["guesswho.pick"]?.hasPrefix("Player 2, put on headphones") == true)
        #expect(first.secretInput, "each pick is read unseen, like a password")
        let second = mode.handle(.answer("Dolphin"), at: .zero)
        #expect(second.customs["guesswho.turn"] == "Player 1, your turn: ask about Player 2's animal. 20 still up on your board.")
        // Player 1 looks for the dolphin (picked by player 2), player 2 for the ladybird.
        let a1 = mode.handle(.answer("does it live in water"), at: .zero)
        #expect(a1.customs["guesswho.answer"]?.hasPrefix("Yes. It lives in water. Flipped down:") == true)
        #expect(a1.customs["guesswho.turn"] == "Player 2, your turn: ask about Player 1's animal. 20 still up on your board.")
        let a2 = mode.handle(.answer("can it fly"), at: .zero)
        #expect(a2.customs["guesswho.answer"]?.hasPrefix("Yes. It can fly.") == true)
        #expect(mode.sides[0].up.filter { $0 }.count == 3)  // dolphin, shark, goldfish
        let guess = mode.handle(.command("guess", "dolphin"), at: .zero)
        #expect(
            guess.customs["guesswho.won"]
                == "Yes! It is Dolphin. Player 1 wins, with 1 question: 950 points. Player 2 was looking for Ladybird.")
        #expect(guess.finished)
        #expect(guess.finishedStatus?.score == 950)
        #expect(guess.finishedStatus?.correct == 1)
    }

    @Test("When player 2 wins, the signed-in player 1 scores nothing")
    func secondPlayerWins() throws {
        var mode = guessWho(players: 2, board: "animals")
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("ladybird"), at: .zero)
        let second = mode.handle(.answer("Dolphin"), at: .zero)
        #expect(second.customs["guesswho.picked"] == "Chosen. Player 2, you can take off the headphones.", "the pick is never printed")
        #expect(!second.secretInput, "the questions that follow are read as usual")
        _ = mode.handle(.answer("does it live in water"), at: .zero)
        let win = mode.handle(.command("guess", "ladybird"), at: .zero)
        #expect(
            win.customs["guesswho.won"]
                == "Yes! It is Ladybird. Player 2 wins, with 0 questions: 1000 points. Player 1 was looking for Dolphin.")
        #expect(win.finishedStatus?.score == 0)
        #expect(win.finishedStatus?.correct == 0)
        #expect(win.records.isEmpty, "player 2's guess is not player 1's answer")
    }

    @Test("A wrong guess by player 2 makes player 1 the winner, with no points they did not play for")
    func aWrongGuessGivesNoPoints() throws {
        var mode = guessWho(players: 2, board: "animals")
        _ = mode.start(at: .zero)
        _ = mode.handle(.answer("ladybird"), at: .zero)
        _ = mode.handle(.answer("Dolphin"), at: .zero)
        _ = mode.handle(.answer("does it live in water"), at: .zero)
        let lost = mode.handle(.command("guess", "lion"), at: .zero)
        #expect(
            lost.customs["guesswho.lost"]?.contains("A wrong guess loses: Player 1 wins, with no points, since nobody guessed right.")
                == true)
        #expect(lost.finishedStatus?.score == 0, "issue 25: it was 900 points without a guess")
        #expect(lost.finishedStatus?.correct == 0 && lost.finishedStatus?.answered == 0, "not '100 percent right' in stats")
        #expect(lost.records.isEmpty)
    }

    @Test("Guess who asks the engine for no questions")
    func noQuestions() {
        let setup = GameSetup(modeID: "guess-who", categoryID: nil, count: nil, seed: 1, date: "2026-11-22")
        #expect(GuessWhoMode.questionRequest(for: setup).count == 0)
    }

    @Test("A board file of one's own is played from its path; a bad one is refused before the game")
    func boardFiles() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("boards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("mine.json")
        try GuessWhoBoards.json("animals").replacingOccurrences(of: "\"name\": \"Animals\"", with: "\"name\": \"My animals\"")
            .write(to: good, atomically: true, encoding: .utf8)
        #expect(try Board.load(json: String(contentsOf: good, encoding: .utf8)).name == "My animals")
        let bad = dir.appendingPathComponent("bad.json")
        try GuessWhoBoards.json("animals").replacingOccurrences(of: "\"name\": \"Cat\"", with: "\"name\": \"Dog\"")
            .write(to: bad, atomically: true, encoding: .utf8)
        for (path, expected) in [
            (bad.path, "The board animals has two characters called Dog."),
            (dir.appendingPathComponent("missing.json").path, "could not be read"),
        ] {
            let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry())
            let setup = GameSetup(
                modeID: "guess-who", categoryID: nil, count: nil, seed: 1, date: "2026-11-22", modeOptions: ["board": path])
            #expect(await GamePlay(t.app).runGame(setup) == nil)
            #expect(t.output.text.contains(expected))
            #expect(try await StoredPluginData(store: t.store, plugin: "review", owner: .player(1)).allEntries().isEmpty)
        }
        let t = try await TestApp(lines: ["guess lion"], registry: try BuiltinPlugins.registry())
        let mine = GameSetup(
            modeID: "guess-who", categoryID: nil, count: nil, seed: 1, date: "2026-11-22", modeOptions: ["board": good.path])
        #expect(await GamePlay(t.app).runGame(mine)?.outcome == .completed)
        #expect(t.output.text.contains("Guess who: My animals."))
    }
}
