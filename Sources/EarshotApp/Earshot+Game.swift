import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension Earshot {
    /// Draws the questions for a game, from a generator plugin or from the store.
    func questions(for request: QuestionRequest) throws -> [Question] {
        if let id = request.categoryID, let generator = registry.generator(for: id) {
            return generator.generate(request)
        }
        return try store.draw(request)
    }

    func categoryNames() -> [String: String] {
        var names: [String: String] = [:]
        for c in allCategories() { names[c.category.id] = c.category.name }
        return names
    }

    /// Runs one game to its end. Returns the summary, or `nil` if the game could not start.
    @discardableResult
    public func runGame(_ setup: GameSetup) async -> GameSummary? {
        guard let entry = registry.mode(setup.modeID) else {
            await say(.error("There is no game mode called \"\(setup.modeID)\". Type modes to hear the list."))
            return nil
        }
        let request = entry.type.questionRequest(for: setup)
        let drawn: [Question]
        do {
            drawn = try questions(for: request)
        } catch {
            await say(.error("The questions could not be read: \(error)"))
            return nil
        }
        let names = categoryNames()
        let categoryName = setup.categoryID.flatMap { names[$0] } ?? "all categories"
        guard !drawn.isEmpty else {
            await say(.error("There are no questions to play in \(categoryName)."))
            return nil
        }
        if let refusal = gateRefusal(entry: entry, setup: setup) {
            await say(.info(refusal))
            return nil
        }
        let gameID: Int64
        do {
            gameID = try store.beginGame(
                playerID: player.id!, setup: setup, total: drawn.count,
                timing: entry.descriptor.timed ? Self.timingDescription(setup.settings.timeScale) : nil)
        } catch {
            await say(.error("The game could not be saved, so it cannot start: \(error)"))
            return nil
        }
        var mode = entry.type.init(context: ModeContext(setup: setup, questions: drawn, categoryNames: names))
        await presenter.show(.started(mode: entry.descriptor.name, category: categoryName, questions: drawn.count))
        let start = clock.time()
        var output = mode.start(at: .zero)
        var wakeAt = output.wakeAt
        var finalStatus = ScoreStatus(score: 0, correct: 0, answered: 0, total: drawn.count)
        var outcome = GameOutcome.abandoned
        var pendingInterrupt = false

        func emit(_ out: ModeOutput) async {
            // Save first, then tell: every answer of this output is stored before any of its
            // events (such as "Correct!") is shown or spoken.
            for case .recorded(let record) in out.events {
                do { try store.record(record, gameID: gameID) } catch {
                    await say(.error("An answer could not be saved: \(error)"))
                }
            }
            for event in out.events {
                switch event {
                case .recorded:
                    break
                case .finished(let o, let status):
                    outcome = o
                    finalStatus = status
                case .asked, .options:
                    lastSaid = [.game(event)]
                    await presenter.show(event)
                default:
                    await presenter.show(event)
                }
            }
            wakeAt = out.wakeAt
        }

        await emit(output)
        var readPending = false
        // Time spent hearing questions read aloud, or answering "Leave the game?", does not
        // count against the player: the game's own clock stands still for it.
        let readingAtStart = await speech?.readingTime() ?? .zero
        var held: Duration = .zero
        func standingStill() async -> Duration { (await speech?.readingTime() ?? .zero) - readingAtStart + held }
        func gameTime() async -> Duration { clock.time() - start - (await standingStill()) }
        while !output.finished {
            if !readPending { await presenter.say(.prompt("Your answer?")) }
            let still = await standingStill()
            let line = await input.next(prompt: "Your answer: ", deadline: wakeAt.map { start + still + $0 }, clock: clock)
            let now = await gameTime()
            guard let line else {
                readPending = true
                // Speech still reading the question moved the deadline on: wait again.
                if let wakeAt, now < wakeAt { continue }
                output = mode.tick(at: now)
                await emit(output)
                await input.redisplayPrompt()
                continue
            }
            readPending = false
            await speech?.interrupt()
            switch line {
            case .eof:
                leaving = true
                output = mode.handle(.quit, at: now)
            case .interrupt:
                if pendingInterrupt {
                    output = mode.handle(.quit, at: now)
                } else {
                    pendingInterrupt = true
                    await say(.info("Press Ctrl-C again to leave this game, or type your answer."))
                    continue
                }
            case .line(let text):
                pendingInterrupt = false
                guard let action = await interpret(text, mode: &mode, now: now) else { continue }
                let asked = clock.time()
                let confirmed = action == .quit ? await confirmQuit() : true
                held += action == .quit ? clock.time() - asked : .zero
                if !confirmed {
                    if leaving {
                        output = mode.handle(.quit, at: await gameTime())
                    } else {
                        await say(.info("Carrying on."))
                        output = mode.handle(.repeatQuestion, at: await gameTime())
                    }
                } else {
                    output = mode.handle(action, at: await gameTime())
                }
            }
            await emit(output)
        }
        let seconds = (clock.time() - start).seconds
        return await finish(
            gameID: gameID, entry: entry, setup: setup, categoryName: categoryName, outcome: outcome,
            status: finalStatus, seconds: seconds)
    }

    /// Turns a line typed during a game into an action, handling help, repeat and speech
    /// commands itself. Returns `nil` when the line was fully handled here.
    func interpret<M: GameMode>(_ text: String, mode: inout M, now: Duration) async -> PlayerAction? {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty {
            await say(.info("Type your answer, or help to hear what you can do."))
            return nil
        }
        if trimmed.lowercased().hasPrefix("answer ") {
            return .answer(String(trimmed.dropFirst(7)))
        }
        let asked: AskedQuestion? = lastAsked
        // An exact option beats a command word ("Help!" can be an answer).
        if let asked, !asked.options.isEmpty,
            asked.options.contains(where: { TextNormalizer.normalize($0) == TextNormalizer.normalize(trimmed) })
        {
            return .answer(trimmed)
        }
        switch AppCommands.parser.parse(trimmed, scope: .game, allowPrefix: false) {
        case .command(let parsed):
            switch parsed.command.name {
            case "repeat":
                return parsed.argument.lowercased().hasPrefix("option") ? .repeatOptions : .repeatQuestion
            case "options": return .repeatOptions
            case "skip": return .skip
            case "score": return .score
            case "time": return .time
            case "more time": return .moreTime
            case "pause": return .pause
            case "resume": return .resume
            case "quit": return .quit
            case "help":
                await say(help(parsed.argument, scope: .game))
                return nil
            case let name where AppCommands.speechCommands.contains(name):
                await speechCommand(name, parsed.argument)
                return nil
            default:
                await say(.info("\(parsed.command.name) works at the main prompt, after the game."))
                return nil
            }
        case .unknown(let word, _):
            // A main-prompt command (stats, play …) typed during a game: say where it works.
            if case .command(let other) = AppCommands.parser.parse(trimmed, scope: .main, allowPrefix: false) {
                await say(
                    .info(
                        "\(other.command.name) works at the main prompt, after this game. Type your answer, or quit to leave the game. If \"\(trimmed)\" is your answer, type answer \(trimmed)."
                    ))
                return nil
            }
            // Not a command: it is an answer, unless it fits no option and is one typo away from a command.
            if let asked, !asked.options.isEmpty, !trimmed.contains(" "),
                let suggestion = AppCommands.parser.suggestion(for: word, maxDistance: 1),
                AnswerMatcher.match(trimmed, options: asked.options, isTrueFalse: asked.kind == .truefalse) == .noMatch
            {
                await say(.unknownCommand(input: word, suggestion: suggestion))
                return nil
            }
            return .answer(trimmed)
        case .empty:
            return nil
        }
    }

    var lastAsked: AskedQuestion? {
        for event in lastSaid {
            if case .game(.asked(let q)) = event { return q }
            if case .game(.options(let q)) = event { return q }
        }
        return nil
    }

    /// Asks whether to leave the game. `true` to leave.
    func confirmQuit() async -> Bool {
        await say(
            .info("Leave this game? It will earn no points, but your answers are kept. Type yes to leave, or no to carry on."),
            remember: false)
        while true {
            switch await readLine(prompt: "Leave the game? (yes or no): ", spoken: "Leave the game? Yes or no?") {
            case .eof:
                leaving = true
                return false
            case .interrupt:
                return true
            case .line(let text):
                switch AnswerMatcher.trueFalseValue(text) {
                case true?: return true
                case false?: return false
                case nil:
                    if ["quit", "leave", "exit"].contains(text.trimmingWhitespace.lowercased()) { return true }
                    await say(.info("Please type yes or no."))
                }
            }
        }
    }

    func finish(
        gameID: Int64, entry: PluginRegistry.ModeEntry, setup: GameSetup, categoryName: String,
        outcome: GameOutcome, status: ScoreStatus, seconds: Double
    ) async -> GameSummary {
        var best: Int?, rank: Int?, players = 0, isNewBest = false
        do {
            let previous = try store.standing(playerID: player.id!, mode: setup.modeID, categoryID: setup.categoryID)
            try store.finishGame(gameID, outcome: outcome, status: status, seconds: seconds)
            let standing = try store.standing(playerID: player.id!, mode: setup.modeID, categoryID: setup.categoryID)
            best = standing.best
            rank = standing.rank
            players = standing.players
            isNewBest = outcome == .completed && status.score > 0 && (previous.best ?? -1) < status.score
            if entry.descriptor.oncePerDay {  // one game a day: the day's board says it all (summaryExtras)
                (best, rank, isNewBest) = (nil, nil, false)
            }
        } catch {
            await say(.error("The result could not be saved: \(error)"))
        }
        var extra = summaryExtras(entry: entry, setup: setup, outcome: outcome)
        if entry.descriptor.timed {
            extra.insert("Timing: \(Self.timingDescription(setup.settings.timeScale)).", at: 0)
        }
        let summary = GameSummary(
            modeName: entry.descriptor.name, categoryName: categoryName, outcome: outcome, status: status,
            seconds: seconds, best: best, isNewBest: isNewBest, rank: rank, players: players, extra: extra)
        await presenter.show(.finished(outcome: outcome, status: status))
        await say(.summary(summary))
        return summary
    }
}
