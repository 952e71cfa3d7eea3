import EarshotConsole
import EarshotCore
import Foundation

/// A player's side of a room, in their own session: each question put to them as the room
/// opens it (on their device, in their voice, rate, verbosity and language), their answers
/// judged and saved as theirs, their own time limit, and the room's news in their words.
final class RoomSeat {
    let io: any SessionIO
    let rooms: Rooms
    let room: any RoomLink
    let inbox: RoomInbox
    let gameID: Int64
    let plan: RoomPlan
    let questions: [Question]
    let context: ModeContext
    /// The options of every question in the same order for everyone (the room's seed).
    var flow: QuizFlow
    /// The question shown now, by 0-based index, and whether it is settled for this player.
    var current: Int?
    var settled = true
    var paused: Bool
    /// The game clock when the current question came, the reading time then, and the time
    /// the room stood paused since: none of that counts against the player.
    var askedAt: Duration = .zero
    var readingAtAsk: Duration = .zero
    var held: Duration = .zero
    var pausedAt: Duration?
    var inRoom = true
    /// The answers the room took from this seat, by question: the player was told "Answer
    /// taken", so the verdict comes from here even when the room's server (another server of
    /// the club) is too busy to say what it took.
    var taken: [Int: AnswerRecord] = [:]
    /// The questions whose answer reached the room's server with no reply: the room may have
    /// taken it, so a later refusal asks the room what it kept.
    var unsure: Set<Int> = []

    init(io: any SessionIO, rooms: Rooms, room: any RoomLink, inbox: RoomInbox, joined: LiveRoom.Joined, names: [String: String])
        async
    {
        self.io = io
        self.rooms = rooms
        self.room = room
        self.inbox = inbox
        gameID = joined.gameID
        plan = room.plan
        questions = room.questions
        paused = joined.paused
        let setup = GameSetup(
            modeID: LiveRoom.modeID, categoryID: plan.categoryID, count: questions.count, seed: room.seed,
            date: io.options.currentDay, settings: io.player.settings)
        context = ModeContext(setup: setup, questions: questions, categoryNames: names)
        flow = QuizFlow(context: context)
    }

    var m: Messages { io.messages }
    var clock: any GameClock { rooms.clock }

    /// The player's own limit on each question: the room's, scaled by their timing setting;
    /// `nil` when the room is untimed or their timing is off (WCAG 2.2.1).
    var limit: Duration? {
        guard let seconds = plan.seconds, let scale = io.player.settings.timeScale else { return nil }
        return .milliseconds(Int((Double(seconds) * scale * 1000).rounded()))
    }

    /// Time on the current question that counts: reading it aloud and pauses do not.
    func elapsed() async -> Duration {
        let reading = (await rooms.speech?.readingTime() ?? .zero) - readingAtAsk
        let standing = held + (pausedAt.map { clock.time() - $0 } ?? .zero)
        return max(.zero, clock.time() - askedAt - reading - standing)
    }

    /// Plays until the room ends, the host removes the player, or they leave.
    func run() async {
        var readPending = false
        while inRoom {
            let news = inbox.take()
            for item in news { await hear(item) }
            guard inRoom else { break }
            if !readPending { await io.say(.prompt(promptSpoken), remember: false) }
            let line = await io.nextLineOrWake(prompt: promptShown, deadline: await deadline(), again: readPending && !news.isEmpty)
            guard let line else {
                readPending = true
                await checkTime()
                continue
            }
            readPending = false
            switch line {
            case .eof:
                await room.leave(io.player.id, inbox: inbox)
                io.leave()
                return
            case .interrupt:
                await io.say(.info(m("room.seat.interrupt")), remember: false)
            case .line(let text):
                await handle(text)
            }
        }
    }

    var questionOpen: Bool { current != nil && !settled }
    /// The prompt shown stays `room> ` for the whole room: a read under way keeps its prompt,
    /// and a question comes while one is.
    var promptShown: String { m("room.seat.prompt") }
    var promptSpoken: String { questionOpen ? m("game.prompt.spoken") : m("room.seat.prompt.spoken") }

    /// When the player's own time on the open question runs out, on the game clock.
    func deadline() async -> Duration? {
        guard questionOpen, !paused, let limit else { return nil }
        let reading = (await rooms.speech?.readingTime() ?? .zero) - readingAtAsk
        return askedAt + limit + reading + held
    }

    /// After a wait ended without a line: the player's time is up when their deadline passed.
    func checkTime() async {
        guard questionOpen, !paused, let limit, let index = current, await elapsed() >= limit else { return }
        var copy = flow
        let events = copy.pass(.timedOut, at: await elapsed())
        guard case .recorded(var record) = events.last else { return }
        record.seconds = limit.seconds
        if await keep(record, index: index) { await io.say(.info(m("room.seat.timeUp")), remember: false) }
    }

    /// Saves the player's answer as theirs, then hands it to the room: `false` (said) when it
    /// could not be saved or the question closed first. The player's game keeps one answer a
    /// question, the one the room took (``RoomStore/keepRoomAnswer(_:gameID:position:)``).
    ///
    /// Whether the question is still open is the seat's own knowledge (it hears each close);
    /// the room's `take` has the last word, and an answer it refuses is taken back. Asking the
    /// room first cost every answer of a player on another server a second round trip, and a
    /// reply that came late read as a closed question: the player was told so and could not
    /// answer, and an untimed room waited for them.
    func keep(_ record: AnswerRecord, index: Int) async -> Bool {
        guard current == index, !settled else {
            await io.say(.info(m("room.seat.tooLate")), remember: false)
            settled = true
            return false
        }
        do {
            try await rooms.store.keepRoomAnswer(record, gameID: gameID, position: record.position)
        } catch {
            await io.say(.error(m("room.seat.notSaved", ["error": "\(error)"])))
            return false
        }
        switch await handOver(record, index: index) {
        case .none:
            unsure.insert(index)
            await io.say(.error(m("room.seat.unreachable")))
            return false
        case .some(false):
            await withdraw(index, position: record.position)
            await io.say(.info(m("room.seat.tooLate")), remember: false)
            settled = true
            return false
        case .some(true): taken[index] = record
        }
        settled = true
        let failures = await rooms.environment.noteAnswer(
            record, player: io.player, day: io.options.currentDay, language: m.language)
        for (plugin, error) in failures {
            await io.say(.error(m("game.pluginNoteFailed", ["plugin": plugin, "error": "\(error)"])), remember: false)
        }
        return true
    }

    /// Hands an answer to the room and waits for its word: `true` taken, `false` refused,
    /// `nil` when the room's server did not reply within ``LiveRooms/answerWait``. On a busy
    /// club the player is told, after ``LiveRooms/busWait``, that their answer is on its way:
    /// nothing goes silent while they wait, and they need not type it again.
    func handOver(_ record: AnswerRecord, index: Int) async -> Bool? {
        let (room, player) = (room, io.player.id)
        return await rooms.waiting(io, notice: m("room.seat.onItsWay")) {
            await room.take(record, index: index, playerID: player)
        }
    }

    /// The room refused an answer to question `index` (it had closed, or the room took an
    /// earlier try whose reply came too late): the player's game keeps what the room took, and
    /// the verdict comes from it. A room that does not say (its server too busy) leaves the
    /// stored answer as it is.
    func withdraw(_ index: Int, position: Int) async {
        var kept: AnswerRecord?
        if unsure.contains(index) {
            guard let record = await room.answer(of: io.player.id, index: index) else { return }
            kept = record
            taken[index] = record
        }
        try? await rooms.store.keepRoomAnswer(kept, gameID: gameID, position: position)
    }
}
