import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// Runs one game for a session: draws the questions, drives the mode's runner with the
/// player's lines and the clock, stores each answer before the player is told of it (and
/// tells the plugins that watch every game, such as the review deck's), and
/// holds the open question explicitly (what `repeat` and answer parsing refer to), whatever
/// else has been said since.
final class GameRunner {
    let session: Session
    /// Whose game this is (in a hot-seat game, one of several).
    let player: Player
    let entry: PluginRegistry.ModeEntry
    let setup: GameSetup
    let gameID: Int64
    let runner: any ModeRunner
    /// The commands during this game: the session's plus the mode's verbs.
    let table: CommandTable
    /// Other modes' words this game lacks, normalized, with the name of a mode that has each.
    let otherModesWords: [String: String]
    /// The question the player is answering, as last put to them.
    private(set) var openQuestion: AskedQuestion?
    /// The mode's rules as it said them at the start (a `….rules` line), for `rules`.
    private(set) var rules: String?
    private(set) var outcome = GameOutcome.abandoned
    private(set) var finalStatus: ScoreStatus
    private(set) var wakeAt: Duration?
    /// Whether the mode asked for the next line unseen (``ModeOutput/secretInput``).
    private(set) var wantsSecret = false
    private(set) var finished = false
    /// Set when the plugin running the mode failed: the game ends as abandoned.
    private(set) var failure: String?
    /// Whether the mode itself failed (a plugin that stopped), as opposed to the store.
    private(set) var modeFailed = false
    /// The running score, as the mode last told it.
    private(set) var score = 0
    /// In a hot-seat game: once the player's question is settled (answered, skipped or timed
    /// out), what follows (their next question) waits in ``held`` for their next turn.
    var holdsNextQuestion = false
    /// Holds every event, shown at the start of the player's next turn.
    var holdingAll = false
    private(set) var held: [GameEvent] = []
    /// Whether the player's turn is over: their question was settled or their game ended.
    private(set) var turnOver = false

    /// How many questions were drawn.
    let total: Int
    /// The questions drawn for the game, to find the bank's id of the one asked (`report`).
    let questions: [Question]
    /// Time the game's clock stood still for commands that ask for it
    /// (``CommandDefinition/standsTheClockStill``: `report`, which may ask for words).
    private(set) var clockHeld: Duration = .zero
    /// How many times a question has been put (new or repeated), so the loop knows when to
    /// say the prompt again after a time-up.
    private(set) var askedCount = 0

    init(
        session: Session, player: Player, entry: PluginRegistry.ModeEntry, setup: GameSetup, gameID: Int64,
        runner: any ModeRunner, total: Int, questions: [Question] = []
    ) {
        self.session = session
        self.player = player
        self.total = total
        self.questions = questions
        self.entry = entry
        self.setup = setup
        self.gameID = gameID
        self.runner = runner
        self.finalStatus = ScoreStatus(score: 0, correct: 0, answered: 0, total: total)
        table = session.environment.commands.adding(modeVerbs: entry.descriptor.commands)
        otherModesWords = Self.otherModesWords(besides: entry, in: session.environment.registry, session.messages)
        // A new game: the last one's question is no longer the one `report` is about.
        session.state[LastQuestion.self] = nil
    }

    /// Stores every answer of `output` first, then tells the player, so nothing the player
    /// was told about can be lost.
    ///
    /// An answer that cannot be saved ends the game at once, as abandoned: the player hears
    /// that it was not kept (never its verdict, as if it counted), how to check the database,
    /// and the summary of the answers saved before it.
    func emit(_ output: ModeOutput) async {
        for event in output.events {
            if case .recorded(let record) = event {
                do {
                    try await GamePlay(session).waitingOnStore { [store = session.environment.store, gameID] in
                        try await store.record(record, gameID: gameID)
                    }
                } catch {
                    await answerNotKept(error)
                    return
                }
                saved.add(record)
                let language = setup.settings.language ?? session.messages.language
                for (plugin, error) in await session.environment.noteAnswer(record, player: player, day: setup.date, language: language) {
                    await session.say(.error(session.messages("game.pluginNoteFailed", ["plugin": plugin, "error": "\(error)"])))
                }
            }
        }
        var settled = false
        for event in output.events {
            switch event {
            case .recorded:
                continue
            case .finished(let o, let status):
                outcome = o
                finalStatus = status
                score = status.score
                continue
            case .judged(let j):
                score = j.score
                settled = true
            case .skipped, .timeUp:
                settled = true
            case .asked:
                askedCount += 1
            default:
                break
            }
            if holdingAll || (holdsNextQuestion && (!held.isEmpty || (settled && Self.isQuestion(event)))) {
                held.append(event)
            } else {
                await show(event)
            }
        }
        if let running = output.score { score = running }
        wakeAt = output.wakeAt
        wantsSecret = output.secretInput
        finished = finished || output.finished
        if holdsNextQuestion && (settled || finished) { turnOver = true }
    }

    private func show(_ event: GameEvent) async {
        // A mode's rules are said in full once per player (always at full verbosity); later
        // games say how to hear them.
        if case .custom(let kind, let text) = event, kind.hasSuffix(".rules") {
            rules = text
            if await RulesCommand.heardBefore(entry.descriptor.id, player: player, session: session) {
                await session.presenter.show(.custom(kind: "rules.again", text: session.messages("game.rules.again")))
                return
            }
        }
        // A verdict names the options as they were read; a plugin's verdict may not say how.
        if case .judged(var j) = event, j.optionLabels == nil, let open = openQuestion, !open.options.isEmpty {
            j.optionLabels = .of(open.options)
            await session.presenter.show(.judged(j))
            return
        }
        if case .asked(let q) = event {
            openQuestion = q
            let storeID = questions.first { $0.text == q.text }?.storeID
            session.state[LastQuestion.self] = LastQuestion.Heard(storeID: storeID, text: q.text, heardBy: player.id)
        }
        if case .options(let q) = event { openQuestion = q }
        if Self.isQuestion(event) { session.lastSaid = [.game(event)] }
        await session.presenter.show(event)
    }

    static func isQuestion(_ event: GameEvent) -> Bool {
        switch event {
        case .asked, .options: return true
        default: return false
        }
    }

    /// What the saved answers add up to: the score the game ends with if an answer cannot be
    /// saved.
    private var saved = SavedAnswers()

    /// Ends the game after an answer could not be saved, saying so and what to do.
    private func answerNotKept(_ error: any Error) async {
        let m = session.messages
        let path = (session.environment.store as? Store)?.path ?? session.options.databasePath
        let advice = session.options.readsLocalFiles ? m("game.answerNotKept.doctor", ["path": path]) : m("game.answerNotKept.server")
        await session.say(.error(m("game.answerNotKept", ["error": "\(error)", "advice": advice])))
        failure = "\(error)"
        finalStatus = ScoreStatus(score: saved.score, correct: saved.correct, answered: saved.answered, total: total)
        score = saved.score
        outcome = .abandoned
        finished = true
    }

    /// Starts the player's turn in a hot-seat game: shows what was held for it.
    func beginTurn() async {
        turnOver = false
        holdingAll = false
        let waiting = held
        held = []
        for event in waiting { await show(event) }
    }

    /// The number of the question waiting for the player's next turn, if any.
    var heldQuestionNumber: Int? {
        for case .asked(let q) in held { return q.number }
        return nil
    }

    /// One step of the mode, through its runner. A plugin that fails ends the game as
    /// abandoned, with the answers already given kept; the player is told in plain words.
    func step(_ body: () async throws -> ModeOutput) async {
        do {
            await emit(try await body())
        } catch {
            failure = "\(error)"
            modeFailed = true
            await session.say(
                .error(session.messages("game.modeFailed", ["mode": entry.descriptor.displayName(session.messages), "error": "\(error)"])))
            // The answers already kept are what the game comes to, not "0 of N".
            finalStatus = ScoreStatus(score: saved.score, correct: saved.correct, answered: saved.answered, total: total)
            score = saved.score
            finished = true
            outcome = .abandoned
        }
    }

    /// Turns a line typed during a game into an action, running help, repeat and speech
    /// commands itself. Returns `nil` when the line was fully handled here.
    func interpret(_ text: String) async -> PlayerAction? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty {
            await session.say(.info(session.messages("game.emptyLine")))
            return nil
        }
        if trimmed.lowercased().hasPrefix("answer ") {
            return .answer(String(trimmed.dropFirst(7)))
        }
        let asked = openQuestion
        // An exact option beats a command word ("Help!" can be an answer).
        if let asked, !asked.options.isEmpty {
            let typed = TextNormalizer.normalize(trimmed)
            if asked.options.contains(where: { TextNormalizer.normalize($0) == typed }) { return .answer(trimmed) }
        }
        // Most lines here are answers: no typo suggestion is worked out (none is said below).
        let parser = table.parser
        switch parser.parse(trimmed, scope: .game, allowPrefix: false, suggest: false) {
        case .command(let parsed):
            guard let found = table.entry(named: parsed.command.name, in: .game) else { return .answer(trimmed) }
            switch found.handler {
            case .modeVerb:
                return .command(parsed.command.name, parsed.argument)
            case .builtin(let type):
                if let action = type.gameAction(parsed.argument) { return action }
                if type == HelpCommand.self {
                    await session.say(GamePlay(session).help(parsed.argument, table: table, scope: .game))
                } else {
                    let began = session.environment.clock.time()
                    await type.perform(parsed.argument, in: session)
                    if type.standsTheClockStill { clockHeld += session.environment.clock.time() - began }
                }
                return nil
            case .plugin(let command):
                await session.runPlugin(command, argument: parsed.argument)
                return nil
            }
        case .unknown(let word, _):
            // A typed-answer question: a line that is, or is close to, a command is never scored
            // without asking.
            if let asked, asked.options.isEmpty, let near = nearCommand(trimmed) {
                return await commandOrAnswer(trimmed, command: near)
            }
            // Another mode's word ("more time" in survival): say this game has none such.
            if let other = otherModesVerb(trimmed) {
                await session.say(
                    .info(session.messages("game.otherModeWord", ["input": trimmed, "mode": other])))
                return nil
            }
            // A main-prompt command (stats, play …) typed during a game: say where it works.
            if case .command(let other) = parser.parse(trimmed, scope: .main, allowPrefix: false, suggest: false) {
                await session.say(
                    .info(session.messages("game.mainCommand", ["command": other.command.name, "input": trimmed])))
                return nil
            }
            // Not a command: it is an answer, unless it fits no option and is one typo away from a command.
            if let asked, !asked.options.isEmpty, !trimmed.utf8.contains(UInt8(ascii: " ")),
                AnswerMatcher.match(trimmed, options: asked.options, isTrueFalse: asked.kind == .truefalse) == .noMatch
            {
                switch nearCommand(trimmed) {
                case .exact(let name)?:
                    return await interpret(name)  // "REPEAT." is repeat
                case .close(let name)?:
                    await session.say(.unknownCommand(input: word, suggestion: name))
                    return nil
                case nil:
                    break
                }
            }
            return .answer(trimmed)
        case .empty:
            return nil
        }
    }
}
