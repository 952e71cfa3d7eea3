/// With `--together`, every player waits here once logged in until all have logged in (or
/// gone), so that the games are played by all players at once and the answer times measure
/// the games, not a server still busy hashing the passwords of players yet to log in (three
/// Argon2id computations for each new name, one at a time).
actor StartLine {
    private var expected: Int
    private var arrived: Set<String> = []
    private var gone: Set<String> = []
    private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextTicket = 0
    /// When the last player arrived, and the games began.
    private(set) var openedAt: ContinuousClock.Instant?

    init(expected: Int) { self.expected = expected }

    /// `name` is logged in: waits until every player is, or `patience` has passed (the player
    /// then says something to the server and comes back, so that its connection keeps
    /// answering the server's pings). Whether the games have begun.
    func arrive(_ name: String, patience: Duration) async -> Bool {
        guard openedAt == nil else { return true }
        arrived.insert(name)
        if arrived.count >= expected { open() }
        guard openedAt == nil else { return true }
        let ticket = nextTicket
        nextTicket += 1
        Task {
            try? await Task.sleep(for: patience)
            self.expire(ticket)
        }
        return await withCheckedContinuation { waiting[ticket] = $0 }
    }

    private func expire(_ ticket: Int) { waiting.removeValue(forKey: ticket)?.resume(returning: false) }

    /// `name` left without arriving (a refused login, a lost connection): nobody waits for it.
    func leave(_ name: String) {
        guard !arrived.contains(name), gone.insert(name).inserted else { return }
        expected -= 1
        if openedAt == nil, arrived.count >= expected { open() }
    }

    private func open() {
        openedAt = .now
        for w in waiting.values { w.resume(returning: true) }
        waiting = [:]
    }
}
