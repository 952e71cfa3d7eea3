import EarshotCore

extension LiveRoom {
    /// What a host's command came to, for the host's own words.
    public enum HostOutcome: Sendable, Equatable, Codable {
        case asked(Int)
        case closed(Int)
        case ended
        case nobodyHere
        case notStarted
        case alreadyStarted
        case paused, resumed, alreadyPaused, notPaused
        case repeated(Int), nothingOpen
        case kicked(String), noSuchPlayer(String)
    }

    /// The host's session joins (or returns to) the room. A return after a lost connection
    /// resumes the room and tells everyone.
    func attach(_ inbox: RoomInbox) {
        // The host's other session (a second login) gives the desk up to this one.
        if let other = hostInbox, other !== inbox { other.post(.deskMoved) }
        hostInbox = inbox
        guard hostGone else { return }
        hostGone = false
        paused = false
        for seat in seats where seat.connected { seat.inbox?.post(.resumed(hostBack: true)) }
        log("host-back", hostID)
        closeIfAllDone()
    }

    /// The host's session left without ending the room (their connection went, or they typed
    /// `leave`): the room pauses and everyone hears why, until the host returns.
    func detach(_ inbox: RoomInbox) {
        guard hostInbox === inbox else { return }
        hostInbox = nil
        guard phase != .ended else { return }
        hostGone = true
        paused = true
        for seat in seats where seat.connected { seat.inbox?.post(.paused(hostGone: true)) }
        log("host-gone", hostID)
    }

    /// `start`: question 1 to everyone.
    public func start() -> HostOutcome {
        guard phase == .lobby else { return .alreadyStarted }
        guard connectedCount > 0 else { return .nobodyHere }
        paused = false
        ask(0)
        return .asked(0)
    }

    /// `next`: closes the open question for everyone, or puts the next one, or ends the room
    /// after the last.
    public func next() async -> HostOutcome {
        switch phase {
        case .lobby: return start()
        case .asking(let i):
            close(i)
            return .closed(i)
        case .between(let i):
            if i + 1 < questions.count {
                paused = false
                ask(i + 1)
                return .asked(i + 1)
            }
            await end()
            return .ended
        case .ended: return .ended
        }
    }

    public func pause() -> HostOutcome {
        guard phase != .lobby else { return .notStarted }
        guard !paused else { return .alreadyPaused }
        paused = true
        for seat in seats where seat.connected { seat.inbox?.post(.paused(hostGone: false)) }
        log("pause")
        return .paused
    }

    public func resume() -> HostOutcome {
        guard paused else { return .notPaused }
        paused = false
        hostGone = false
        for seat in seats where seat.connected { seat.inbox?.post(.resumed(hostBack: false)) }
        log("resume")
        closeIfAllDone()
        return .resumed
    }

    /// `repeat`: the open question said again on every device.
    public func repeatQuestion() -> HostOutcome {
        guard let i = openIndex else { return .nothingOpen }
        for seat in seats where seat.connected { seat.inbox?.post(.question(i, again: true)) }
        return .repeated(i)
    }

    /// `kick NAME`: the player leaves the room and may not return to it; their answers stay.
    public func kick(_ name: String) async -> HostOutcome {
        let wanted = TextNormalizer.normalize(name)
        guard let i = seats.firstIndex(where: { !$0.kicked && TextNormalizer.normalize($0.name) == wanted }) else {
            return .noSuchPlayer(name)
        }
        seats[i].kicked = true
        seats[i].inbox?.post(.kicked)
        seats[i].inbox = nil
        recount()
        await finish(seats[i])
        log("kick", seats[i].playerID)
        closeIfAllDone()
        return .kicked(seats[i].name)
    }

    /// `end`: everyone hears the final standing and their own result; every player's game is
    /// finished and the room marked ended.
    public func end() async {
        guard phase != .ended else { return }
        phase = .ended
        paused = false
        // Every game is kept before anyone hears the end.
        for seat in seats where !seat.kicked { await finish(seat) }
        let board = standings()
        for seat in seats where seat.connected { seat.inbox?.post(.ended(board.of(seat.playerID))) }
        hostInbox?.post(.ended(board.of(nil)))
        log("end")
        await timelineWritten()
        try? await store.closeRoom(id)
    }

    /// Finishes a player's game with what they scored.
    private func finish(_ seat: Seat) async {
        let status = ScoreStatus(score: seat.score, correct: seat.right, answered: seat.answers.count, total: questions.count)
        let seconds = seat.answers.values.reduce(0) { $0 + $1.seconds }
        try? await store.finishGame(seat.gameID, outcome: .completed, status: status, seconds: seconds)
    }
}

extension LiveRoom {
    /// Takes the seats and the place of a room rebuilt from the store: paused, its host gone,
    /// until they return.
    func restore(seats: [Seat], phase: RoomPhase) {
        self.seats = seats
        seatAt = Dictionary(seats.enumerated().map { ($1.playerID, $0) }, uniquingKeysWith: { first, _ in first })
        self.phase = phase
        recount()
        paused = phase != .lobby
        hostGone = true
    }
}
