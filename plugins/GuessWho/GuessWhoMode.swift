import EarshotCore
import Foundation

/// Guess who, by ear: the player finds a secret character on a board by asking yes-or-no
/// questions in words ("is it a woman", "was it born before 1900"). Each answer is spoken and
/// the characters it rules out are flipped down. `guess NAME` ends the game: right scores more
/// for fewer questions, wrong loses. With `--players 2`, each player secretly picks a
/// character for the other to find, then they take turns asking.
public struct GuessWhoMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "guess-who", strings: GuessWhoPlugin.strings, name: "mode.name", summary: "mode.summary", choosesCategory: false,
        defaultCount: 0, commands: Verb.all,
        settings: [
            ModeSetting(
                name: "board", kind: .text, strings: GuessWhoPlugin.strings, summary: "setting.board",
                defaultValue: GuessWhoBoards.ids[0]),
            ModeSetting(
                name: "players", kind: .integer, strings: GuessWhoPlugin.strings, summary: "setting.players", defaultValue: "1",
                minimum: 1, maximum: 2),
            ModeSetting(name: "opponent", kind: .text, strings: GuessWhoPlugin.strings, summary: "setting.opponent"),
        ])

    /// No board of its own across games: the summary gives no best or rank.
    public static var hooks: any ModeHooks { GuessWhoHooks() }

    /// Guess who needs no drawn questions: its board comes with the plugin.
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: nil, count: 0, seed: setup.seed)
    }

    /// The points for a right guess after `questions` questions.
    public static func points(questions: Int) -> Int { max(100, 1000 - 50 * questions) }

    /// One player's side: the character they must find, their board, their questions.
    public struct Side: Sendable, Equatable {
        public var name: String
        public var secret: Int?
        public var up: [Bool]
        public var questions = 0
    }

    enum Phase: Sendable, Equatable {
        case picking(Int)
        case asking(Int)
        case over
    }

    public let board: Board?
    let loadProblem: String?
    /// The player's language: the sentences around the board data (which stays as written).
    let w: PluginWords
    /// Earshot's shared words in the player's language (`a, b and c`).
    var m: Messages { w.messages }
    public internal(set) var sides: [Side] = []
    var phase: Phase = .over
    private var random: SeededGenerator

    public init(context: ModeContext) {
        random = context.random
        let w = GuessWhoPlugin.strings.words(context.setup.settings.language ?? .en)
        self.w = w
        switch Result(catching: { try GuessWhoBoards.board(options: context.setup.modeOptions) }) {
        case .success(let b):
            board = b
            loadProblem = nil
        case .failure(let e):
            board = nil
            loadProblem = "\(e)"
        }
        let count = Int(context.setup.modeOptions["players"] ?? "1") == 2 ? 2 : 1
        let n = board?.characters.count ?? 0
        let names = Self.sideNames(count, context.setup, w)
        sides = names.map { Side(name: $0, up: Array(repeating: true, count: n)) }
    }

    /// Starts with a given board, for tests and other boards.
    public init(context: ModeContext, board: Board) {
        random = context.random
        let w = GuessWhoPlugin.strings.words(context.setup.settings.language ?? .en)
        self.w = w
        self.board = board
        loadProblem = nil
        let count = Int(context.setup.modeOptions["players"] ?? "1") == 2 ? 2 : 1
        sides = Self.sideNames(count, context.setup, w).map { Side(name: $0, up: Array(repeating: true, count: board.characters.count)) }
    }

    /// The signed-in player's own result: only their own guess counts, right or wrong.
    public var status: ScoreStatus {
        ScoreStatus(score: score, correct: score > 0 ? 1 : 0, answered: firstGuessed ? 1 : 0, total: 1)
    }
    /// Whether the signed-in player (the first) made the game's last guess.
    private var firstGuessed = false
    private var score = 0
    private var won = false

    public mutating func start(at now: Duration) -> ModeOutput {
        let out = begin(at: now)
        return markingSecret(out)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        let out = respond(to: action, at: now)
        return markingSecret(out)
    }

    /// While a player picks the other's secret character, their line is read unseen.
    private func markingSecret(_ output: ModeOutput) -> ModeOutput {
        var out = output
        if case .picking = phase { out.secretInput = true }
        return out
    }

    private mutating func begin(at now: Duration) -> ModeOutput {
        guard let board else {
            phase = .over
            return ModeOutput(
                events: [
                    .custom(
                        kind: "guesswho.error",
                        text: w("loadFailed", ["problem": loadProblem ?? w("unknownProblem")])),
                    .finished(outcome: .abandoned, status: status),
                ], finished: true)
        }
        let names = m.and(board.characters.map(\.name))
        var events: [GameEvent] = [
            .custom(
                kind: "guesswho.intro",
                text: w(
                    "intro",
                    ["board": board.name, "count": "\(board.characters.count)", "nouns": nouns(board), "names": names]))
        ]
        if sides.count == 1 {
            sides[0].secret = Int.random(in: 0..<board.characters.count, using: &random)
            phase = .asking(0)
            events.append(
                .custom(
                    kind: "guesswho.rules",
                    text: w("rules.alone", ["noun": noun(board), "example": example(board), "nouns": nouns(board)])))
        } else {
            phase = .picking(0)
            events.append(
                .custom(
                    kind: "guesswho.rules",
                    text: w(
                        "rules.two",
                        ["aNoun": m.language == .en ? "\(Self.article(board.noun)) \(board.noun)" : noun(board)])))
            events.append(pickPrompt(0))
        }
        return ModeOutput(events: events)
    }

    private mutating func respond(to action: PlayerAction, at now: Duration) -> ModeOutput {
        guard let board, phase != .over else { return ModeOutput(finished: true) }
        // Words typed are said back: without control characters.
        var action = action
        switch action {
        case .answer(let text): action = .answer(text.printable)
        case .command(let c): action = .command(ModeCommand(name: c.name, argument: c.argument.printable))
        default: break
        }
        if case .quit = action { return leave(board) }
        if case .picking(let p) = phase { return pick(action, by: p, board) }
        guard case .asking(let t) = phase else { return ModeOutput() }
        switch action {
        case .answer(let text):
            return ask(text, side: t, board, at: now)
        case .command(let verb):
            return command(verb, side: t, board, at: now)
        case .skip:
            return say("guesswho.help", w("nothingToSkip"))
        case .score:
            let s = sides[t]
            return say(
                "guesswho.score",
                w("score", ["questions": w.plural("questions", count: s.questions), "up": "\(upCount(t))"]))
        case .repeatQuestion, .repeatOptions:
            return say("guesswho.turn", turnText(t, board))
        case .quit:
            return leave(board)
        }
    }

    // MARK: Picking, in a two-player game

    private func pickPrompt(_ p: Int) -> GameEvent {
        let other = sides[1 - p].name
        return .custom(
            kind: "guesswho.pick",
            text: w(
                "pick",
                ["picker": sides[p].name, "other": other, "noun": board.map(noun) ?? w("character")]))
    }

    private mutating func pick(_ action: PlayerAction, by p: Int, _ board: Board) -> ModeOutput {
        guard case .answer(let text) = action else {
            if case .command(let verb) = action, verb.name == Verb.board {
                return say("guesswho.board", w("boardAll", ["nouns": nouns(board), "names": m.and(board.characters.map(\.name))]))
            }
            return ModeOutput(events: [pickPrompt(p)])
        }
        guard let i = board.character(named: text) else {
            // The typed name stays unsaid: it may be a near miss of the secret.
            return say("guesswho.unknown", w("unknownPick", ["noun": noun(board)]))
        }
        sides[1 - p].secret = i
        var events: [GameEvent] = [
            .custom(
                kind: "guesswho.picked",
                text: w("picked", ["picker": sides[p].name]))
        ]
        if p == 0 {
            phase = .picking(1)
            events.append(pickPrompt(1))
        } else {
            phase = .asking(0)
            events.append(.custom(kind: "guesswho.turn", text: turnText(0, board)))
        }
        return ModeOutput(events: events)
    }

    // MARK: Asking

    func turnText(_ t: Int, _ board: Board) -> String {
        let up = upCount(t)
        guard sides.count == 2 else {
            return w.plural("stillUp", count: up, ["noun": noun(board), "nouns": nouns(board)])
        }
        return w("turn.two", ["name": sides[t].name, "other": sides[1 - t].name, "noun": noun(board), "up": "\(up)"])
    }

    func upCount(_ t: Int) -> Int { sides[t].up.filter { $0 }.count }

    mutating func ask(_ text: String, side t: Int, _ board: Board, at now: Duration) -> ModeOutput {
        guard let secret = sides[t].secret else { return ModeOutput() }
        switch board.read(text) {
        case .nothing:
            var words = TextNormalizer.tokens(text)
            if words.starts(with: ["is", "it"]) { words.removeFirst(2) }
            if !words.isEmpty, let i = board.character(named: words.joined(separator: " ")) {
                return say("guesswho.guess-hint", w("guessHint", ["name": board.characters[i].name]))
            }
            return say("guesswho.unclear", w("unclear", ["askable": board.askable(w)]))
        case .several(let ids):
            return say("guesswho.several", w("several", ["things": m.and(ids)]))
        case .question(let q):
            sides[t].questions += 1
            let yes = board.answer(q, for: secret)
            var flipped: [String] = []
            for i in board.characters.indices where sides[t].up[i] && board.answer(q, for: i) != yes {
                sides[t].up[i] = false
                flipped.append(board.characters[i].name)
            }
            let up = board.characters.indices.filter { sides[t].up[$0] }
            let text = w(
                "answer",
                [
                    "answer": yes ? w("answer.yes") : w("answer.no"),
                    "statement": board.statement(q, for: secret),
                    "flipped": flipped.isEmpty ? w("nothingFlipped") : w("flippedDown", ["names": m.and(flipped)]),
                    "left": up.count == 1
                        ? w("onlyOne", ["name": board.characters[up[0]].name])
                        : w("upLeft", ["count": "\(up.count)"]),
                ])
            var events: [GameEvent] = [.custom(kind: "guesswho.answer", text: text)]
            if sides.count == 2 {
                phase = .asking(1 - t)
                events.append(.custom(kind: "guesswho.turn", text: turnText(1 - t, board)))
            }
            return ModeOutput(events: events)
        }
    }

    /// The example questions, in English like every question typed ("is it big").
    func example(_ board: Board) -> String {
        board.examples.isEmpty ? "is it big" : m.or(board.examples)
    }

    /// "You" alone. For two: the signed-in player's name and the `opponent` setting's, each
    /// "Player 1" or "Player 2" when not known (or when both are the same).
    static func sideNames(_ count: Int, _ setup: GameSetup, _ w: PluginWords) -> [String] {
        guard count == 2 else { return [w("you")] }
        func clean(_ name: String?) -> String? {
            let text = String((name ?? "").printable.trimmingWhitespace.prefix(40))
            return text.isEmpty ? nil : text
        }
        let first = clean(setup.playerName) ?? w("player", ["number": "1"])
        var second = clean(setup.modeOptions["opponent"]) ?? w("player", ["number": "2"])
        if second.lowercased() == first.lowercased() { second = w("player", ["number": "2"]) }
        return [first, second]
    }

    /// What a character is called: the board's own noun in English (board data), the
    /// catalogue's word for a character in another language.
    func noun(_ board: Board) -> String { m.language == .en ? board.noun : w("character") }

    /// The plural of ``noun(_:)``.
    func nouns(_ board: Board) -> String { m.language == .en ? "\(board.noun)s" : w("characters") }

    /// "a" or "an" before a noun, by its first letter ("an animal", "a scientist").
    static func article(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    func say(_ kind: String, _ text: String) -> ModeOutput { ModeOutput(events: [.custom(kind: kind, text: text)]) }

    // MARK: The end

    mutating func end(guess: Int, side t: Int, _ board: Board, at now: Duration) -> ModeOutput {
        guard let secret = sides[t].secret else { return ModeOutput() }
        let right = guess == secret
        let asked = sides[t].questions
        let name = board.characters[secret].name
        // The winner: the guesser when right; in a two-player game, the other player when not.
        let winner: Int? = right ? t : sides.count == 2 ? 1 - t : nil
        // Points come from a right guess only: a player whose opponent guessed wrong wins,
        // but earns nothing they did not play for.
        let points = right ? Self.points(questions: sides[t].questions) : 0
        // The game is the first player's (the one signed in): their score is their own guess.
        won = winner == 0
        firstGuessed = t == 0
        score = won && right ? points : 0
        let questions = w.plural("questions", count: asked)
        var text: String
        if right {
            text = w(
                "then",
                [
                    "first": w("right", ["name": name]),
                    "next": sides.count == 2
                        ? w("right.two", ["winner": sides[t].name, "questions": questions, "points": "\(points)"])
                        : w("right.alone", ["questions": questions, "points": "\(points)"]),
                ])
        } else {
            text = w(
                "then",
                [
                    "first": w("wrong", ["guess": board.characters[guess].name, "noun": noun(board), "name": name]),
                    "next": sides.count == 2
                        ? w("wrong.two", ["winner": sides[1 - t].name]) : w("wrong.alone"),
                ])
        }
        if sides.count == 2, let other = sides[1 - t].secret {
            let looking = w("lookingFor", ["other": sides[1 - t].name, "name": board.characters[other].name])
            text = w("then", ["first": text, "next": looking])
        }
        phase = .over
        // Only the signed-in player's own guess is their answer; the other player's is not.
        var events: [GameEvent] = [.custom(kind: right ? "guesswho.won" : "guesswho.lost", text: text)]
        if firstGuessed {
            events.append(
                .recorded(
                    AnswerRecord(
                        position: 1, questionStoreID: nil, given: board.characters[guess].name, correct: right, points: score,
                        status: .answered, seconds: now.seconds)))
        }
        events.append(.finished(outcome: .completed, status: status))
        return ModeOutput(events: events, finished: true)
    }

    mutating func leave(_ board: Board) -> ModeOutput {
        var events: [GameEvent] = []
        let secrets = sides.compactMap { $0.secret.map { board.characters[$0].name } }
        if !secrets.isEmpty {
            events.append(.custom(kind: "guesswho.reveal", text: w("reveal", ["noun": noun(board), "names": m.and(secrets)])))
        }
        phase = .over
        events.append(.finished(outcome: .abandoned, status: status))
        return ModeOutput(events: events, finished: true)
    }
}
