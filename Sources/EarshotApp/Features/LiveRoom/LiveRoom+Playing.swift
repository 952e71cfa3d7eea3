import EarshotCore

extension LiveRoom {
    /// The question open now, if any.
    public var openIndex: Int? {
        if case .asking(let i) = phase { return i }
        return nil
    }

    /// Takes a player's answer (already saved as theirs) to the open question `index`: `false`
    /// when the question is no longer open or they answered it already.
    public func answer(_ record: AnswerRecord, index: Int, playerID: Int64) -> Bool {
        guard openIndex == index, !paused, let i = seatAt[playerID],
            !seats[i].kicked, seats[i].answers[index] == nil
        else { return false }
        seats[i].answers[index] = record
        seats[i].score += record.points
        if record.correct { seats[i].right += 1 }
        if record.status == .timedOut {
            hostInbox?.post(.outOfTime(seats[i].name))
        } else {
            answeredOpen += 1
            hostInbox?.post(.answered(count: answeredOpen, of: connectedCount))
        }
        if seats[i].connected { settledOpen += 1 }
        closeIfAllDone()
        return true
    }

    /// Closes the open question once every connected player answered or ran out of time.
    /// Counted as answers come (a room of 2,000 must not look at every seat for each answer);
    /// counted again from the seats when someone comes or goes.
    func closeIfAllDone() {
        guard openIndex != nil, !paused, connectedCount > 0, settledOpen >= connectedCount else { return }
        recount()
        if settledOpen >= connectedCount, let index = openIndex { close(index) }
    }

    /// Counts the connected seats and who settled the open question, from the seats.
    func recount() {
        connectedCount = seats.filter(\.connected).count
        guard let index = openIndex else { return }
        settledOpen = seats.filter { $0.connected && $0.answers[index] != nil }.count
        answeredOpen = seats.filter { $0.connected && $0.answers[index]?.status == .answered }.count
    }

    /// Closes question `index`: each player hears their result and the standing, the host the
    /// tally.
    func close(_ index: Int) {
        phase = .between(index)
        let board = standings()
        for seat in seats where seat.connected { seat.inbox?.post(.closed(index, board.of(seat.playerID))) }
        let answered = seats.filter { $0.answers[index] != nil }
        let tally = RoomTally(
            answered: answered.filter { $0.answers[index]?.status == .answered }.count,
            right: answered.filter { $0.answers[index]?.correct == true }.count, players: seats.filter { !$0.kicked }.count,
            last: index + 1 >= questions.count)
        hostInbox?.post(.questionClosed(index, tally, standing(for: nil)))
        log("close", nil, "\(index + 1)")
    }

    /// Puts question `index` to everyone connected.
    func ask(_ index: Int) {
        phase = .asking(index)
        (settledOpen, answeredOpen) = (0, 0)
        for seat in seats where seat.connected { seat.inbox?.post(.question(index, again: false)) }
        log("ask", nil, "\(index + 1)")
    }

    /// The standing as `playerID` hears it (`nil`: the host's, without a rank of their own).
    public func standing(for playerID: Int64?) -> RoomStanding { standings().of(playerID) }

    /// Everyone's standing at once: one sort, however many play.
    func standings() -> Standings {
        let playing = seats.filter { !$0.kicked }
        let ordered = playing.sorted { ($0.score, $0.right) > ($1.score, $1.right) }
        var ranks: [Int64: Int] = [:]
        for (i, seat) in ordered.enumerated() {
            let tied = i > 0 && (ordered[i - 1].score, ordered[i - 1].right) == (seat.score, seat.right)
            ranks[seat.playerID] = tied ? ranks[ordered[i - 1].playerID]! : i + 1
        }
        return Standings(
            top: ordered.prefix(3).map { RoomStanding.Line(name: $0.name, score: $0.score, right: $0.right) }, ranks: ranks,
            seats: Dictionary(playing.map { ($0.playerID, ($0.score, $0.right)) }, uniquingKeysWith: { a, _ in a }),
            players: playing.count)
    }

    /// The board after a question, from which each player's own standing is read.
    struct Standings {
        let top: [RoomStanding.Line]
        let ranks: [Int64: Int]
        let seats: [Int64: (Int, Int)]
        let players: Int

        func of(_ playerID: Int64?) -> RoomStanding {
            let mine = playerID.flatMap { seats[$0] }
            return RoomStanding(
                top: top, rank: playerID.flatMap { ranks[$0] }, score: mine?.0 ?? 0, right: mine?.1 ?? 0, players: players)
        }
    }

    /// The names of connected players who have not answered the open question.
    public func waitingNames() -> [String] {
        guard let index = openIndex else { return [] }
        return seats.filter { $0.connected && $0.answers[index] == nil }.map(\.name)
    }

    /// Everyone seated, in the order they came.
    func roster() -> [RosterLine] {
        seats.filter { !$0.kicked }.map { RosterLine(name: $0.name, connected: $0.connected, score: $0.score, right: $0.right) }
    }

    /// The host's inbox now, if the host is connected.
    var hostInboxNow: RoomInbox? { hostInbox }

    /// The inbox a player's seat has now, if connected.
    func inbox(of playerID: Int64) -> RoomInbox? { seatAt[playerID].flatMap { seats[$0].inbox } }

    /// A player's own answer to question `index`, if they gave one (or ran out of time).
    public func answer(of playerID: Int64, index: Int) -> AnswerRecord? {
        seatAt[playerID].flatMap { seats[$0].answers[index] }
    }
}
