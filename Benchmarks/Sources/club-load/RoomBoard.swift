import Foundation

/// What one room's scripted host and its players share inside the load generator: the PIN
/// the host was given, when the host sent each `start`/`next`, and when each player received
/// each question, all on the one monotonic clock of this process.
final class RoomBoard: @unchecked Sendable {
    /// The room's number in this run (0-based), for the report.
    let number: Int
    /// How many players join it: the host starts once that many have joined.
    let players: Int
    private let lock = NSLock()
    private var pinValue: String??
    private var pinWaiters: [CheckedContinuation<String?, Never>] = []
    /// By 1-based question number.
    private var sentAt: [Int: ContinuousClock.Instant] = [:]
    private var receivedAt: [Int: [ContinuousClock.Instant]] = [:]
    private var lastAnswerAt: [Int: ContinuousClock.Instant] = [:]
    /// By question: who sent its last answer, and who received it last.
    private var lastAnswerer: [Int: String] = [:]
    private var lastReceiver: [Int: (name: String, at: ContinuousClock.Instant)] = [:]
    private var closedAt: [Int: ContinuousClock.Instant] = [:]
    private var closedCount = 0
    private var lastClosedAt: ContinuousClock.Instant?
    private var endedFlag = false
    /// Who received, answered, and had taken each question, by name: what a stuck room reports.
    private var receivedBy: [Int: Set<String>] = [:]
    private var answeredBy: [Int: Set<String>] = [:]
    private var takenBy: [Int: Set<String>] = [:]
    private var joinedBy: [String] = []

    init(number: Int, players: Int) {
        self.number = number
        self.players = players
    }

    /// The host's PIN, for the players waiting for it; `nil`: the room did not open.
    func publish(pin: String?) {
        let waiters = lock.withLock {
            guard pinValue == nil else { return [CheckedContinuation<String?, Never>]() }
            pinValue = .some(pin)
            defer { pinWaiters = [] }
            return pinWaiters
        }
        for waiter in waiters { waiter.resume(returning: pin) }
    }

    /// Waits for the PIN (`nil` when the room did not open).
    func pin() async -> String? {
        await withCheckedContinuation { continuation in
            let known: String?? = lock.withLock {
                if let pinValue { return pinValue }
                pinWaiters.append(continuation)
                return nil
            }
            if let known { continuation.resume(returning: known) }
        }
    }

    /// A player sent `join PIN`.
    func joining(_ name: String) {
        lock.withLock { joinedBy.append(name) }
        Progress.shared.tick()
    }

    /// The host sent the line that puts question `number` (`start` or `next`).
    func sent(_ number: Int, at: ContinuousClock.Instant) {
        lock.withLock { sentAt[number] = at }
        Progress.shared.tick()
    }

    /// A player received question `number` (the first time they did).
    func received(_ number: Int, at: ContinuousClock.Instant, by name: String) {
        lock.withLock {
            receivedAt[number, default: []].append(at)
            receivedBy[number, default: []].insert(name)
            if at >= lastReceiver[number]?.at ?? at { lastReceiver[number] = (name, at) }
        }
        Progress.shared.tick()
    }

    /// A player's answer to question `number` was taken.
    func taken(_ number: Int, by name: String) {
        lock.withLock { _ = takenBy[number, default: []].insert(name) }
        Progress.shared.tick()
    }

    /// A player sent an answer to question `number`.
    func answered(_ number: Int, at: ContinuousClock.Instant, by name: String) {
        lock.withLock {
            if at >= lastAnswerAt[number] ?? at {
                lastAnswerAt[number] = at
                lastAnswerer[number] = name
            }
            answeredBy[number, default: []].insert(name)
        }
        Progress.shared.tick()
    }

    /// The host heard question `number` close.
    func closed(_ number: Int, at: ContinuousClock.Instant) {
        lock.withLock {
            closedAt[number] = at
            closedCount = max(closedCount, number)
            lastClosedAt = at
        }
        Progress.shared.tick()
    }

    /// The host heard the room end.
    func ended() {
        lock.withLock { endedFlag = true }
        Progress.shared.tick()
    }

    /// Where a room that is not over stands: its last question put, who received it, who
    /// answered, whose answer was taken; by name, the players missing at each step.
    var stuck: (words: String, names: Set<String>)? {
        lock.withLock {
            guard !endedFlag else { return nil }
            guard let question = sentAt.keys.max() else {
                return ("room \(number): \(pinValue == nil ? "no PIN yet" : "not started"), \(joinedBy.count) of \(players) joining", [])
            }
            let received = receivedBy[question] ?? [], answered = answeredBy[question] ?? [], taken = takenBy[question] ?? []
            func names(_ set: Set<String>) -> String { set.sorted().prefix(8).joined(separator: " ") }
            var words =
                "room \(number) question \(question): received \(received.count), answered \(answered.count), taken \(taken.count) of \(players)"
            let all = Set(joinedBy)
            let missing = [all.subtracting(received), received.subtracting(answered), answered.subtracting(taken)]
            for (set, label) in zip(missing, ["not received", "received, not answered", "answered, not taken"]) where !set.isEmpty {
                words += "; \(label): " + names(set)
            }
            return (words, missing.reduce(into: Set<String>()) { $0.formUnion($1.sorted().prefix(3)) })
        }
    }

    /// One question's fan-out: from the host's line to the last of the room's players
    /// receiving the question.
    struct FanOut {
        var room: Int
        var question: Int
        var sentAt: ContinuousClock.Instant
        var seconds: Double
        /// When the first player, half the players and nine in ten had received it, in
        /// seconds after the host's line: the shape of the fan-out (a steady stream, or a
        /// few late ones).
        var first: Double
        var half: Double
        var ninety: Double
        /// Whether the last player to receive it sent the last answer to the question before
        /// (whose answer closed that question just before the host's `next`).
        var lastWasCloser: Bool
    }

    /// Where the room stands, for the report.
    struct Summary {
        var opened: Bool
        var started: Bool
        var questionsSent: Int
        var questionsClosed: Int
        var ended: Bool
        /// The host's `start`, and the last question's close as the host heard it.
        var startedAt: ContinuousClock.Instant?
        var lastClosedAt: ContinuousClock.Instant?
        /// By question: from the room's last answer sent to the host hearing the question close.
        var closing: [Double]
        /// Questions every player of the room received.
        var fanOuts: [FanOut]
        /// Questions some player never received: "room 3 question 2: 39 of 40 players".
        var partial: [String]
    }

    var summary: Summary {
        lock.withLock {
            var fanOuts: [FanOut] = []
            var partial: [String] = []
            for (question, sent) in sentAt.sorted(by: { $0.key < $1.key }) {
                let received = receivedAt[question] ?? []
                if received.count >= players, let last = received.max() {
                    let closer = lastAnswerer[question - 1].map { $0 == lastReceiver[question]?.name } ?? false
                    let ordered = received.sorted()
                    func after(_ fraction: Double) -> Double {
                        (ordered[min(ordered.count - 1, Int(Double(ordered.count) * fraction))] - sent) / .seconds(1)
                    }
                    fanOuts.append(
                        FanOut(
                            room: number, question: question, sentAt: sent, seconds: (last - sent) / .seconds(1),
                            first: after(0), half: after(0.5), ninety: after(0.9), lastWasCloser: closer))
                } else {
                    partial.append("room \(number) question \(question): \(received.count) of \(players) players")
                }
            }
            return Summary(
                opened: pinValue.flatMap { $0 } != nil, started: sentAt[1] != nil, questionsSent: sentAt.count,
                questionsClosed: closedCount, ended: endedFlag, startedAt: sentAt[1], lastClosedAt: lastClosedAt,
                closing: closedAt.compactMap { q, at in lastAnswerAt[q].map { (at - $0) / .seconds(1) } }, fanOuts: fanOuts,
                partial: partial)
        }
    }
}

/// When anything last happened in any room (a join, a question sent or received, an answer
/// sent or taken, a close), so that a run where nothing moves any more can stop.
final class Progress: @unchecked Sendable {
    static let shared = Progress()
    private let lock = NSLock()
    private var last = ContinuousClock.now
    func tick() { lock.withLock { last = .now } }
    var idle: Duration { ContinuousClock.now - lock.withLock { last } }
}
