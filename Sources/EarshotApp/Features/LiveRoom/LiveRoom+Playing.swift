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
        guard openIndex == index, !paused, let i = seats.firstIndex(where: { $0.playerID == playerID }),
            !seats[i].kicked, seats[i].answers[index] == nil
        else { return false }
        seats[i].answers[index] = record
        seats[i].score += record.points
        if record.correct { seats[i].right += 1 }
        if record.status == .timedOut {
            hostInbox?.post(.outOfTime(seats[i].name))
        } else {
            let answered = seats.filter { $0.connected && $0.answers[index]?.status == .answered }.count
            hostInbox?.post(.answered(count: answered, of: connectedCount))
        }
        closeIfAllDone()
        return true
    }

    /// Closes the open question once every connected player answered or ran out of time.
    func closeIfAllDone() {
        guard let index = openIndex, !paused else { return }
        let waiting = seats.filter { $0.connected && $0.answers[index] == nil }
        if waiting.isEmpty, connectedCount > 0 { close(index) }
    }

    /// Closes question `index`: each player hears their result and the standing, the host the
    /// tally.
    func close(_ index: Int) {
        phase = .between(index)
        for seat in seats where seat.connected { seat.inbox?.post(.closed(index, standing(for: seat.playerID))) }
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
        for seat in seats where seat.connected { seat.inbox?.post(.question(index, again: false)) }
        log("ask", nil, "\(index + 1)")
    }

    /// The standing as `playerID` hears it (`nil`: the host's, without a rank of their own).
    public func standing(for playerID: Int64?) -> RoomStanding {
        let playing = seats.filter { !$0.kicked }
        let ordered = playing.sorted { ($0.score, $0.right) > ($1.score, $1.right) }
        let top = ordered.prefix(3).map { RoomStanding.Line(name: $0.name, score: $0.score, right: $0.right) }
        let me = playerID.flatMap { id in playing.first { $0.playerID == id } }
        let rank = me.map { me in 1 + playing.filter { ($0.score, $0.right) > (me.score, me.right) }.count }
        return RoomStanding(top: top, rank: rank, score: me?.score ?? 0, right: me?.right ?? 0, players: playing.count)
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
    func inbox(of playerID: Int64) -> RoomInbox? { seats.first { $0.playerID == playerID }?.inbox }

    /// A player's own answer to question `index`, if they gave one (or ran out of time).
    public func answer(of playerID: Int64, index: Int) -> AnswerRecord? {
        seats.first { $0.playerID == playerID }?.answers[index]
    }
}
