import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension GamePlay {
    /// Finds the questions for a game: the mode's own (review: the player's due cards), else a
    /// draw from a generated category or from the store.
    func questions(
        for request: QuestionRequest, entry: PluginRegistry.ModeEntry, setup: GameSetup, player: Player? = nil
    ) async throws -> [Question] {
        let player = player ?? session.player
        let context = session.environment.hookContext(entry, setup: setup, player: player)
        if let own = try await entry.hooks.questions(for: request, context) { return own }
        var request = request
        if request.language == nil { request.language = language }
        if let id = request.categoryID, let generator = registry.generatorEntry(for: id) {
            // The category's plugin reaches its own spaces for this player while it makes them.
            return try await generator.provider.generate(
                request, data: session.environment.pluginData(generator.plugin, player: player.id))
        }
        return try await store.draw(request)
    }

    func categoryNames() async -> [String: String] { await CategoryDirectory(session.environment).names(session.messages) }

    /// Runs one game to its end. Returns the summary, or `nil` if the game could not start.
    @discardableResult
    public func runGame(_ setup: GameSetup) async -> GameSummary? {
        guard let (game, categoryName) = await prepareGame(setup, for: session.player) else { return nil }
        session.game = game
        defer { session.game = nil }
        await session.input.setCompletions(Array(Set(session.environment.completions + game.table.words)).sorted())
        let start = clock.time()
        await game.step {
            let output = try await game.runner.start(at: .zero)
            // A mode that plays fewer questions than were drawn says its own `started` line.
            let ownStart = output.events.contains { if case .started = $0 { true } else { false } }
            if game.total > 0, !ownStart {
                await session.presenter.show(
                    .started(mode: game.entry.descriptor.displayName(session.messages), category: categoryName, questions: game.total))
            }
            return output
        }
        await announceTime(game, at: .zero)
        await play(game, start: start)
        let seconds = (clock.time() - start).seconds
        return await finish(game, categoryName: categoryName, seconds: seconds)
    }

    /// Draws the questions, checks the mode's hooks, starts the mode and writes the game row:
    /// everything before the first question. Says why and returns `nil` when the game cannot
    /// start.
    /// In a hot seat (`seated`), a refusal names the player it is for ("Ann: nothing is due").
    func prepareGame(
        _ setup: GameSetup, for player: Player, dealt: [Question]? = nil, seated: Bool = false
    ) async -> (GameRunner, String)? {
        var setup = setup
        setup.playerName = player.name
        guard let entry = registry.mode(setup.modeID) else {
            await session.say(.error(session.messages("game.noSuchMode", ["mode": setup.modeID])))
            return nil
        }
        guard let settled = await prepare(setup.modeOptions, for: entry, setup: setup, player: player, words: nil, given: [])
        else { return nil }
        setup.modeOptions = settled
        if let account = (try? await store.account(id: player.id)) ?? nil, account.banned {
            await session.say(.error(session.messages.banned(account)))
            return nil
        }
        do {
            if let refusal = try await entry.hooks.refusal(session.environment.hookContext(entry, setup: setup, player: player)) {
                await session.say(.info(seated ? session.messages("hotseat.forPlayer", ["name": player.name, "text": refusal]) : refusal))
                return nil
            }
        } catch {
            await session.say(.error(session.messages("game.checkFailed", ["error": "\(error)"])))
            return nil
        }
        let request = entry.provider.questionRequest(for: setup)
        var drawn: [Question] = []
        do {
            // A mode that asks for no questions (guess who) brings its own material; a hot
            // seat deals each player their share of one draw.
            if let dealt {
                drawn = dealt
            } else if request.count > 0 {
                drawn = try await questions(for: request, entry: entry, setup: setup, player: player)
            }
        } catch {
            await session.say(.error(session.messages("game.questionsUnreadable", ["error": "\(error)"])))
            return nil
        }
        let names = await categoryNames()
        // A mode that brings its own material (guess who's boards) plays no category.
        let categoryName = request.count == 0 ? "" : setup.categoryID.flatMap { names[$0] } ?? session.messages("game.allCategories")
        guard !drawn.isEmpty || request.count == 0 else {
            await session.say(.error(session.messages("game.noQuestions", ["category": categoryName])))
            return nil
        }
        let runner: any ModeRunner
        do {
            runner = try await entry.provider.makeRunner(
                context: ModeContext(
                    setup: setup, questions: drawn, categoryNames: names,
                    data: session.environment.pluginData(entry.plugin, player: player.id)))
        } catch {
            await session.say(
                .error(
                    session.messages("game.modeCannotStart", ["mode": entry.descriptor.displayName(session.messages), "error": "\(error)"]))
            )
            return nil
        }
        let gameID: Int64
        do {
            gameID = try await store.beginGame(
                playerID: player.id, setup: setup, total: drawn.count, timing: entry.hooks.scoreLabel(setup))
        } catch {
            await session.say(.error(session.messages("game.notSaved", ["error": "\(error)"])))
            return nil
        }
        let game = GameRunner(
            session: session, player: player, entry: entry, setup: setup, gameID: gameID, runner: runner, total: drawn.count,
            questions: drawn)
        return (game, categoryName)
    }

    /// The loop of one game: waits for a line or the mode's wake-up time, whichever comes
    /// first, and hands it to the mode.
    private func play(_ game: GameRunner, start: ContinuousClock.Instant.Duration) async {
        var readPending = false
        var pendingInterrupt = false
        // Time spent hearing questions read aloud, answering "Leave the game?" or reporting the
        // question, does not count against the player: the game's own clock stands still for it.
        let readingAtStart = await speech?.readingTime() ?? .zero
        var held: Duration = .zero
        func standingStill() async -> Duration { (await speech?.readingTime() ?? .zero) - readingAtStart + held + game.clockHeld }
        func gameTime() async -> Duration { clock.time() - start - (await standingStill()) }
        while !game.finished {
            if !readPending { await session.presenter.say(.prompt(session.messages("game.prompt.spoken"))) }
            let still = await standingStill()
            // A secret (a guess-who pick) is read unseen, like a password, with no time limit.
            let line =
                game.wantsSecret
                ? await session.input.nextSecret(prompt: session.messages("game.secretPrompt"))
                : await session.input.next(
                    prompt: session.messages("game.prompt"), deadline: game.wakeAt.map { start + still + $0 }, clock: clock)
            let now = await gameTime()
            guard let line else {
                readPending = true
                // Speech still reading the question moved the deadline on: wait again.
                if let wakeAt = game.wakeAt, now < wakeAt { continue }
                let asked = game.askedCount
                await game.step { try await game.runner.tick(at: now) }
                if game.askedCount != asked, !game.finished {
                    await announceTime(game, at: await gameTime())
                    // After a time-up, the next prompt is spoken too.
                    await session.presenter.say(.prompt(session.messages("game.prompt.spoken")))
                }
                await session.input.redisplayPrompt()
                continue
            }
            readPending = false
            await speech?.interrupt()
            switch line {
            case .eof:
                session.leaving = true
                await game.step { try await game.runner.handle(.quit, at: now) }
            case .interrupt:
                if pendingInterrupt {
                    await game.step { try await game.runner.handle(.quit, at: now) }
                } else {
                    pendingInterrupt = true
                    await session.say(.info(session.messages("game.interruptAgain")))
                }
            case .line(let text):
                pendingInterrupt = false
                guard let action = await game.interpret(text) else { continue }
                guard action == .quit else {
                    let t = await gameTime()
                    let asked = game.askedCount
                    await game.step { try await game.runner.handle(action, at: t) }
                    if game.askedCount != asked, action != .repeatQuestion { await announceTime(game, at: t) }
                    continue
                }
                let asked = clock.time()
                let confirmed = await confirmQuit()
                held += clock.time() - asked
                let t = await gameTime()
                if confirmed || session.leaving {
                    await game.step { try await game.runner.handle(.quit, at: t) }
                } else {
                    await session.say(.info(session.messages("game.carryingOn")))
                    await game.step { try await game.runner.handle(.repeatQuestion, at: t) }
                }
            }
        }
    }

    /// At full verbosity, a new question is followed by what the mode's verb for it says (a
    /// timed mode: the time left, ``ModeDescriptor/afterEachQuestion``).
    func announceTime(_ game: GameRunner, at now: Duration) async {
        guard session.player.settings.verbosity == .full, !game.finished, let verb = game.entry.descriptor.afterEachQuestion
        else { return }
        await game.step { try await game.runner.handle(.command(verb), at: now) }
    }

    /// Asks whether to leave the game. `true` to leave.
    func confirmQuit() async -> Bool {
        await session.say(.info(session.messages("game.confirmQuit")), remember: false)
        while true {
            switch await session.readLine(
                prompt: session.messages("game.confirmQuit.prompt"), spoken: session.messages("game.confirmQuit.spoken"))
            {
            case .eof:
                session.leaving = true
                return false
            case .interrupt:
                return true
            case .line(let text):
                switch AnswerMatcher.trueFalseValue(text) {
                case true?: return true
                case false?: return false
                case nil:
                    if ["quit", "leave", "exit"].contains(text.trimmingWhitespace.lowercased()) { return true }
                    await session.say(.info(session.messages("game.yesOrNo")))
                }
            }
        }
    }

    func finish(_ game: GameRunner, categoryName: String, seconds: Double) async -> GameSummary {
        let summary = await summarize(game, categoryName: categoryName, seconds: seconds)
        await session.presenter.show(.finished(outcome: game.outcome, status: game.finalStatus))
        await session.say(.summary(summary))
        await session.input.setCompletions(session.environment.completions)
        return summary
    }

    /// Saves the end of a game and works out its summary: best, rank, the mode's lines and the
    /// streak of the game's player.
    func summarize(_ game: GameRunner, categoryName: String, seconds: Double) async -> GameSummary {
        let (entry, setup, outcome, status, player) = (game.entry, game.setup, game.outcome, game.finalStatus, game.player)
        var best: Int?, rank: Int?, players = 0, isNewBest = false
        do {
            let previous = try await store.standing(
                playerID: player.id, mode: setup.modeID, categoryID: setup.categoryID, day: nil)
            try await store.finishGame(game.gameID, outcome: outcome, status: status, seconds: seconds)
            let standing = try await store.standing(
                playerID: player.id, mode: setup.modeID, categoryID: setup.categoryID, day: nil)
            best = standing.best
            rank = standing.rank
            players = standing.players
            isNewBest = outcome == .completed && status.score > 0 && (previous.best ?? -1) < status.score
            if !entry.hooks.reportsStanding { (best, rank, isNewBest) = (nil, nil, false) }
        } catch {
            await session.say(.error(session.messages("game.resultNotSaved", ["error": "\(error)"])))
        }
        var extra: [String] = []
        do {
            extra = try await entry.hooks.summaryLines(
                session.environment.hookContext(entry, setup: setup, player: player), outcome: outcome, status: status)
        } catch {
            extra = [
                session.messages("game.summaryLinesFailed", ["mode": entry.descriptor.displayName(session.messages), "error": "\(error)"])
            ]
        }
        let boards = Boards(session.environment)
        extra += await boards.streakLines(for: player, session.messages)
        extra += await boards.endOfGameLines(setup, outcome: outcome, status: status, player: player, session.messages)
        var summary = GameSummary(
            modeName: entry.descriptor.displayName(session.messages), categoryName: categoryName, outcome: outcome, status: status,
            seconds: seconds, best: best, isNewBest: isNewBest, rank: rank, players: players, extra: extra,
            failure: game.modeFailed ? (game.askedCount == 0 ? .neverStarted : .stopped) : nil)
        if outcome == .completed { summary.levelLine = await boards.levelLine(status: status, player: player, session.messages) }
        return summary
    }
}
