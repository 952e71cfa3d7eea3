import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// Several players on one keyboard: each has a game of their own (their own questions, clock,
/// stats and boards), and they take turns, one question each.
extension GamePlay {
    /// Runs one hot-seat game of `setup`'s mode for `names`. Returns each player's summary, or
    /// `nil` when the game could not start.
    @discardableResult
    public func runHotSeat(_ setup: GameSetup, players seats: [Player]) async -> [GameSummary]? {
        let m = session.messages
        guard let entry = registry.mode(setup.modeID) else {
            await session.say(.error(m("game.noSuchMode", ["mode": setup.modeID])))
            return nil
        }
        var games: [GameRunner] = []
        var categoryName = m("game.allCategories")
        // One draw for the table, dealt out in turn, so no two players get the same question.
        var request = entry.provider.questionRequest(for: setup)
        // Lists are shared: every player gets the same list and they take turns naming its
        // items, one line a turn, each with their own tally and clock.
        let sharedList = request.kinds == [.list]
        // A mode that draws no questions (guess who): each player has a game of their own,
        // and a turn is one line typed (a question asked), as with a shared list.
        let ownGames = request.count == 0
        // A mode that brings each player's own questions (review: their cards due) draws for
        // each seat from that player's own material, never from the signed-in player's.
        let context = session.environment.hookContext(entry, setup: setup, player: seats[0])
        let firstSeats = ownGames ? nil : (try? await entry.hooks.questions(for: request, context)) ?? nil
        let perPlayer = firstSeats != nil
        if !sharedList && !perPlayer { request.count *= seats.count }
        let pile: [Question]
        do {
            pile = request.count == 0 || perPlayer ? [] : try await questions(for: request, entry: entry, setup: setup)
        } catch {
            await session.say(.error(m("game.questionsUnreadable", ["error": "\(error)"])))
            return nil
        }
        for (i, seat) in seats.enumerated() {
            // The stored record as it is now (settings may have changed since seating).
            let record = (try? await store.player(id: seat.id)) ?? nil ?? seat
            var own = setup
            own.seed = setup.seed &+ UInt64(i) &* 0x9E37_79B9_7F4A_7C15  // a different draw for each seat
            own.settings.timeScale = record.settings.timeScale
            let hand = sharedList ? pile : stride(from: i, to: pile.count, by: seats.count).map { pile[$0] }
            // A player who cannot play this game (nothing due for review, today's daily played)
            // sits it out, having heard why; the others play.
            // A mode with each player's own questions: the first seat's were fetched above, and
            // are not fetched again; the others fetch theirs as the game is prepared.
            let dealt: [Question]? = request.count == 0 ? nil : perPlayer ? (i == 0 ? firstSeats : nil) : hand
            guard let (game, name) = await prepareGame(own, for: record, dealt: dealt, seated: true) else {
                await session.say(.info(m("hotseat.sitsOut", ["name": record.name])))
                continue
            }
            categoryName = name
            game.holdsNextQuestion = true
            game.holdingAll = true
            games.append(game)
        }
        guard !games.isEmpty else {
            await session.say(.info(m("hotseat.nobody")))
            return nil
        }
        let list = m.and(games.map(\.player.name))
        if games[0].total > 0 {
            await session.presenter.show(
                .started(mode: entry.descriptor.displayName(session.messages), category: categoryName, questions: games[0].total))
        }
        let intro =
            ownGames
            ? m("hotseat.intro.own", ["players": list, "mode": entry.descriptor.displayName(m)])
            : sharedList ? m("hotseat.intro.list", ["players": list]) : m("hotseat.intro.questions", ["players": list])
        await session.say(.info(m("hotseat.intro", ["intro": intro, "rules": m("hotseat.intro.rules")])))
        for g in games { await g.step { try await g.runner.start(at: .zero) } }
        await session.input.setCompletions(Array(Set(session.environment.completions + games[0].table.words)).sorted())
        var active = [Duration](repeating: .zero, count: games.count)
        var round = 0
        while !session.leaving, games.contains(where: { !$0.finished }) {
            round += 1
            for (i, g) in games.enumerated() where !g.finished && !session.leaving {
                let turn =
                    g.heldQuestionNumber.map {
                        m("hotseat.turn.question", ["name": g.player.name, "number": "\($0)", "total": "\(g.total)"])
                    } ?? m("hotseat.turn", ["name": g.player.name])
                await session.presenter.show(.custom(kind: "hotseat.turn", text: turn))
                session.game = g
                active[i] = await takeTurn(g, elapsed: active[i], everyone: games, oneLine: sharedList || ownGames)
                session.game = nil
            }
            let standings = games.map { m.plural("hotseat.standing", count: $0.score, ["name": $0.player.name]) }
            if games.contains(where: { !$0.finished }) {
                await session.presenter.show(
                    .custom(
                        kind: "hotseat.round",
                        text: m(
                            "hotseat.round",
                            ["round": "\(round)", "standings": standings.joined(separator: m("list.separator"))])))
            }
        }
        var summaries: [GameSummary] = []
        for (i, g) in games.enumerated() {
            summaries.append(await summarize(g, categoryName: categoryName, seconds: active[i].seconds))
        }
        // Every seat's game is saved now, so ranks are said among all of them (the first seat's
        // summary was worked out before the others were saved).
        var restatedSummaries: [GameSummary] = []
        for (summary, game) in zip(summaries, games) { restatedSummaries.append(await restated(summary, game)) }
        summaries = restatedSummaries
        for (g, s) in zip(games, summaries) {
            await session.presenter.show(.custom(kind: "hotseat.player", text: m("hotseat.player", ["name": g.player.name])))
            await session.say(.summary(s))
        }
        await session.say(.list(title: m("hotseat.ranking.title"), items: Self.ranking(games, times: active, m)))
        await session.input.setCompletions(session.environment.completions)
        return summaries
    }

    /// A summary's ranks and end lines read again, once every seat's game is saved.
    private func restated(_ summary: GameSummary, _ g: GameRunner) async -> GameSummary {
        var s = summary
        let (entry, setup, player) = (g.entry, g.setup, g.player)
        if entry.hooks.reportsStanding,
            let standing = try? await store.standing(playerID: player.id, mode: setup.modeID, categoryID: setup.categoryID, day: nil)
        {
            s.rank = standing.rank
            s.players = standing.players
        }
        if let lines = try? await entry.hooks.summaryLines(
            session.environment.hookContext(entry, setup: setup, player: player), outcome: g.outcome, status: g.finalStatus)
        {
            let boards = Boards(session.environment)
            let streak = await boards.streakLines(for: player, session.messages)
            let community = await boards.endOfGameLines(setup, outcome: g.outcome, status: g.finalStatus, player: player, session.messages)
            s.extra = lines + streak + community
        }
        return s
    }

    /// The final ranking, best first: points, then right answers, then less time. Players
    /// equal on all three share a place.
    static func ranking(_ games: [GameRunner], times: [Duration], _ m: Messages = .english) -> [String] {
        let rows = games.indices.map { i in
            (
                name: games[i].player.name, score: games[i].outcome == .completed ? games[i].finalStatus.score : 0,
                correct: games[i].finalStatus.correct, time: Int(times[i].seconds.rounded())
            )
        }
        let sorted = rows.sorted {
            ($0.score, $0.correct, -$0.time) > ($1.score, $1.correct, -$1.time)
        }
        var lines: [String] = []
        var place = 0
        for (i, r) in sorted.enumerated() {
            if i == 0 || (sorted[i - 1].score, sorted[i - 1].correct, sorted[i - 1].time) != (r.score, r.correct, r.time) {
                place = i + 1
            }
            lines.append(
                m(
                    "hotseat.ranking.item",
                    [
                        "place": "\(place)", "name": r.name, "points": m.plural("hotseat.points", count: r.score),
                        "correct": "\(r.correct)", "time": GameSummary.duration(Double(r.time), m),
                    ]))
        }
        return lines
    }

    /// One player's turn: reads their lines until their question is settled or their game
    /// ends. `elapsed` is their game time before this turn; returns it after.
    /// With `oneLine` (a shared list), the turn also ends after one answer line.
    private func takeTurn(_ g: GameRunner, elapsed: Duration, everyone: [GameRunner], oneLine: Bool) async -> Duration {
        await g.beginTurn()
        let turnStart = clock.time()
        let readingAtStart = await speech?.readingTime() ?? .zero
        var held: Duration = .zero
        let heldByCommands = g.clockHeld
        var readPending = false
        var pendingInterrupt = false
        func standingStill() async -> Duration {
            (await speech?.readingTime() ?? .zero) - readingAtStart + held + g.clockHeld - heldByCommands
        }
        func gameTime() async -> Duration { elapsed + clock.time() - turnStart - (await standingStill()) }
        turn: while !g.finished && !g.turnOver {
            if !readPending { await session.presenter.say(.prompt(session.messages("hotseat.prompt", ["name": g.player.name]))) }
            let still = await standingStill()
            let deadline = g.wakeAt.map { turnStart + still + ($0 - elapsed) }
            let line = await session.input.next(
                prompt: session.messages("hotseat.inputPrompt", ["name": g.player.name]), deadline: deadline, clock: clock)
            let now = await gameTime()
            guard let line else {
                readPending = true
                if let wakeAt = g.wakeAt, now < wakeAt { continue }
                await g.step { try await g.runner.tick(at: now) }
                await session.input.redisplayPrompt()
                continue
            }
            readPending = false
            await speech?.interrupt()
            var leaveAll = false
            switch line {
            case .eof:
                session.leaving = true
                leaveAll = true
            case .interrupt:
                if pendingInterrupt {
                    leaveAll = true
                } else {
                    pendingInterrupt = true
                    await session.say(.info(session.messages("hotseat.interruptAgain")))
                }
            case .line(let text):
                pendingInterrupt = false
                guard let action = await g.interpret(text) else { continue }
                if action == .quit {
                    let asked = clock.time()
                    leaveAll = await confirmQuit() || session.leaving
                    held += clock.time() - asked
                    if !leaveAll { await session.say(.info(session.messages("game.carryingOn"))) }
                } else {
                    let t = await gameTime()
                    await g.step { try await g.runner.handle(action, at: t) }
                    if oneLine, case .answer = action { break turn }
                }
            }
            if leaveAll {
                let t = await gameTime()
                for other in everyone where !other.finished {
                    other.holdingAll = true  // nothing more to show but the summaries
                    await other.step { try await other.runner.handle(.quit, at: t) }
                }
            }
        }
        return await gameTime()
    }
}
