import EarshotCore
import Synchronization

extension RoomSeat {
    /// Says one piece of the room's news in the player's words.
    func hear(_ news: RoomNews) async {
        switch news {
        case .question(let index, let again):
            // Only this seat can have answered a question that has just opened (its answers
            // go through `keep`); asking the room for each of 2,000 seats held the question up,
            // and for a room on another server each was a round trip through the store.
            await put(index, again: again, answered: again ? nil : taken[index] != nil)
        case .closed(let index, let standing):
            await closed(index, standing)
        case .paused(let hostGone):
            if !paused {
                paused = true
                pausedAt = clock.time()
            }
            await io.say(.info(m(hostGone ? "room.seat.hostGone" : "room.seat.paused")))
        case .resumed(let hostBack):
            if let since = pausedAt { held += clock.time() - since }
            pausedAt = nil
            paused = false
            await io.say(.info(m(hostBack ? "room.seat.hostBack" : "room.seat.resumed")))
            if questionOpen, let index = current { await io.present([.game(.asked(asked(index)))]) }
        case .ended(let standing):
            await io.say(.info(m("room.seat.ended")))
            await io.say(.info(finalWords(standing)))
            inRoom = false
        case .kicked:
            await io.say(.info(m("room.seat.kicked")))
            inRoom = false
        case .arrived, .returned, .left, .answered, .outOfTime, .questionClosed, .deskMoved:
            break  // the host's news
        }
    }

    /// The question at `index`, its options in the room's order and in the player's words.
    func asked(_ index: Int) -> AskedQuestion {
        if flow.current == nil || flow.index > index { flow = QuizFlow(context: context) }
        if flow.current == nil { _ = flow.begin(at: .zero) }
        while flow.index < index, !flow.isFinished { _ = flow.advance(at: .zero) }
        return flow.current!
    }

    /// Puts question `index` to the player (again, when the host repeats it: their time
    /// goes on). `answered`: whether they already answered it, when the seat knows; `nil`
    /// asks the room (a player who comes back while it is open).
    func put(_ index: Int, again: Bool, answered: Bool? = nil) async {
        let question = asked(index)
        if !(again && current == index) {
            current = index
            if let answered {
                settled = answered
            } else {
                settled = await room.answer(of: io.player.id, index: index) != nil
            }
            askedAt = clock.time()
            readingAtAsk = await rooms.speech?.readingTime() ?? .zero
            held = .zero
            pausedAt = paused ? askedAt : nil
        }
        // The question, the player's time and the prompt leave in one write (2,000 seats
        // each sent two before: one flush and one frame for the client to read, each).
        await io.together {
            await io.present([.game(.asked(question))])
            if !settled, !again, let limit {
                await io.say(
                    .info(m("room.seat.yourTime", ["time": m.plural("mode.time.seconds", count: Int(limit.seconds.rounded()))])))
            }
            if settled {
                await io.say(.info(m("room.seat.alreadyAnswered")), remember: false)
            } else {
                await io.say(.prompt(m("game.prompt.spoken")), remember: false)
            }
        }
        // The question `report` is about once the room is over.
        io.state[LastQuestion.self] = LastQuestion.Heard(storeID: questions[index].storeID, text: question.text)
    }

    /// Question `index` closed: the player's own result, then their place and the top three.
    func closed(_ index: Int, _ standing: RoomStanding) async {
        var reveal = flow
        guard case .skipped(let answer, let explanation) = reveal.pass(.skipped, at: .zero).first else { return }
        if current == index { settled = true }
        let kept = if let mine = taken[index] { Optional(mine) } else { await room.answer(of: io.player.id, index: index) }
        // The verdict and the player's place leave in one write.
        await io.together { await tell(kept, index, standing, answer: answer, explanation: explanation) }
    }

    /// The verdict of question `index` for the answer the room kept, then the player's place.
    private func tell(_ kept: AnswerRecord?, _ index: Int, _ standing: RoomStanding, answer: String, explanation: String?) async {
        let question = asked(index)
        let q = questions[index]
        switch kept {
        case .some(let record) where record.status == .timedOut:
            await io.present([.game(.timeUp(correctAnswer: answer, explanation: explanation))])
        case .some(let record):
            let judgement = Judgement(
                correct: record.correct, points: record.points, correctAnswer: answer, explanation: q.explanation,
                score: standing.score, chosen: record.given.map { spelled($0, q, correct: record.correct) },
                chosenOption: record.given.flatMap { question.options.firstIndex(of: $0) },
                correctOption: question.options.firstIndex(of: answer), optionLabels: .of(question.options))
            await io.present([.game(.judged(judgement))])
        case .none:
            await io.say(.info(m("room.seat.noAnswer", ["answer": answer])))
        }
        await io.say(.info(standingWords(standing)))
    }

    /// A typed answer as the verdict names it: a forgiven typo in the right answer's real
    /// spelling ("seine" is "Seine").
    func spelled(_ given: String, _ q: Question, correct: Bool) -> String {
        guard correct, q.kind == .typed || q.kind == .list else { return given }
        return AnswerMatcher.acceptedAnswer(given, answers: q.answers, tolerance: q.tolerance) ?? given
    }

    /// "You are 2nd of 4 with 300 points. Top three: Ann 400, Ben 300, Cai 100."
    func standingWords(_ s: RoomStanding) -> String {
        let top = RoomWords.top(s, m)
        guard let rank = s.rank else { return top }
        return m("room.seat.standing", ["rank": "\(rank)", "players": "\(s.players)", "points": "\(s.score)", "top": top])
    }

    /// The end: the player's own result and the final top three.
    func finalWords(_ s: RoomStanding) -> String {
        m(
            "room.seat.final",
            [
                "rank": "\(s.rank ?? s.players)", "players": "\(s.players)", "points": "\(s.score)", "right": "\(s.right)",
                "total": "\(questions.count)", "top": RoomWords.top(s, m),
            ])
    }
}

/// Words both sides of a room use.
enum RoomWords {
    /// "Top three: Ann 400, Ben 300, Cai 100." (fewer when fewer play).
    ///
    /// Every player of a room hears the same top three at a close: the last one made in each
    /// language is kept (making it for each of 2,000 players was a tenth of their seats' work
    /// in a profile of a room).
    static func top(_ s: RoomStanding, _ m: Messages) -> String {
        if let kept = lastTop.withLock({ $0[m.language] }), kept.top == s.top { return kept.text }
        let text = made(s, m)
        lastTop.withLock { $0[m.language] = (s.top, text) }
        return text
    }

    private static let lastTop = Mutex<[Language: (top: [RoomStanding.Line], text: String)]>([:])

    private static func made(_ s: RoomStanding, _ m: Messages) -> String {
        guard !s.top.isEmpty else { return m("room.top.nobody") }
        let lines = s.top.map { m("room.top.line", ["name": $0.name, "points": "\($0.score)"]) }
        return m("room.top", ["count": "\(lines.count)", "lines": lines.joined(separator: m("list.separator"))])
    }
}

extension RoomSeat {
    /// What a player hears on joining: the room, where it stands, and how to leave.
    func welcome(_ joined: LiveRoom.Joined) async {
        let mode = rooms.registry.mode(plan.modeID)?.descriptor.displayName(m) ?? plan.modeID
        let category = await plan.categoryID.asyncMap { await rooms.categories.name(id: $0, m) } ?? m("game.allCategories")
        let time = limit.map { m.plural("mode.time.seconds", count: Int($0.seconds.rounded())) } ?? m("room.untimed")
        let slots = [
            "host": room.hostName, "mode": mode, "category": category, "questions": m.plural("room.questions", count: questions.count),
            "time": time,
            "scoring": plan.scoring.words(m), "points": "\(joined.score)",
        ]
        await io.say(.info(m(joined.rejoined ? "room.seat.welcomeBack" : "room.seat.welcome", slots)))
        if joined.paused { await io.say(.info(m("room.seat.paused"))) }
        switch joined.phase {
        case .lobby: await io.say(.info(m("room.seat.lobby")))
        case .asking(let index): await put(index, again: false)
        case .between: await io.say(.info(m("room.seat.between")))
        case .ended: inRoom = false
        }
    }
}
