import EarshotCore
import Foundation

/// Where a room stands.
public enum RoomPhase: Sendable, Equatable, Codable {
    /// Open for joining; no question yet.
    case lobby
    /// The question at this 0-based index is open.
    case asking(Int)
    /// The question at this index closed; the host says `next`.
    case between(Int)
    case ended
}

/// One live room: the host, the PIN, the questions, the players and where it stands. The host
/// and every player talk to it from their own sessions (each on its own device, in its own
/// language and voice); it tells them what happened through their ``RoomInbox``. One actor per
/// room, so rooms never wait on each other.
public actor LiveRoom {
    /// One player's place: their game, their score and answers, and their inbox while they
    /// are connected.
    struct Seat {
        let playerID: Int64
        let name: String
        let gameID: Int64
        var inbox: RoomInbox?
        var score = 0
        var right = 0
        /// By 0-based question index.
        var answers: [Int: AnswerRecord] = [:]
        var kicked = false
        var connected: Bool { inbox != nil && !kicked }
    }

    public let id: Int64
    public let pin: String
    public let hostID: Int64
    public let hostName: String
    public let plan: RoomPlan
    public let questions: [Question]
    /// The seed of the options' order: the same for everyone, so "B" is the same option on
    /// every device.
    public let seed: UInt64
    let store: any GameStore
    public internal(set) var phase: RoomPhase = .lobby
    public internal(set) var paused = false
    /// Whether the pause is the host's lost connection (their return resumes it).
    var hostGone = false
    var hostInbox: RoomInbox?
    var seats: [Seat] = []
    /// Where each player's seat is in `seats` (seats are only ever added): an answer or a
    /// question put to 2,000 players must not look through every seat for its own.
    var seatAt: [Int64: Int] = [:]
    /// Players whose seat is being made (their game row written), so a double join makes one.
    private var seating: Set<Int64> = []
    private var logTail: Task<Void, Never>?
    /// Players connected now; of them, those who answered the open question or ran out of
    /// time, and those who answered it (kept as answers come: see `closeIfAllDone`).
    var connectedCount = 0
    var settledOpen = 0
    var answeredOpen = 0

    init(id: Int64, pin: String, host: Player, plan: RoomPlan, questions: [Question], seed: UInt64, store: any GameStore) {
        self.id = id
        self.pin = pin
        hostID = host.id
        hostName = host.name
        self.plan = plan
        self.questions = questions
        self.seed = seed
        self.store = store
    }

    /// What a player who joins learns.
    public struct Joined: Sendable, Codable {
        public var gameID: Int64
        public var rejoined: Bool
        public var phase: RoomPhase
        public var paused: Bool
        public var score: Int
        /// Whether they already answered the open question.
        public var answeredOpen: Bool
    }

    /// Why a join was refused.
    public enum Refusal: Error, Sendable, Equatable, Codable {
        case ended, kicked, host, busy
        case notSaved(String)
        /// The room's server (another of the club) did not answer.
        case unreachable
    }

    /// Seats `player` (or gives a returning player their seat, score and the open question).
    public func join(_ player: Player, inbox: RoomInbox, day: String) async -> Result<Joined, Refusal> {
        guard phase != .ended else { return .failure(.ended) }
        guard player.id != hostID else { return .failure(.host) }
        if let i = seatAt[player.id] {
            guard !seats[i].kicked else { return .failure(.kicked) }
            let wasConnected = seats[i].connected
            seats[i].inbox = inbox
            recount()
            if !wasConnected { hostInbox?.post(.returned(player.name, players: connectedCount)) }
            log("rejoin", player.id)
            return .success(joined(seats[i], rejoined: true))
        }
        guard !seating.contains(player.id) else { return .failure(.busy) }
        seating.insert(player.id)
        defer { seating.remove(player.id) }
        let setup = GameSetup(
            modeID: Self.modeID, categoryID: plan.categoryID, count: questions.count, seed: seed, date: day,
            settings: player.settings, modeOptions: ["room": "\(id)", "mode": plan.modeID, "scoring": plan.scoring.rawValue])
        let gameID: Int64
        do {
            gameID = try await store.beginGame(playerID: player.id, setup: setup, total: questions.count, timing: nil)
        } catch {
            return .failure(.notSaved("\(error)"))
        }
        guard phase != .ended else { return .failure(.ended) }
        let seat = Seat(playerID: player.id, name: player.name, gameID: gameID, inbox: inbox)
        seatAt[player.id] = seats.count
        seats.append(seat)
        connectedCount += 1
        hostInbox?.post(.arrived(player.name, players: connectedCount))
        log("join", player.id, "\(gameID)")
        return .success(joined(seat, rejoined: false))
    }

    /// The mode id of a player's game in a room.
    public static let modeID = "room"

    private func joined(_ seat: Seat, rejoined: Bool) -> Joined {
        var answeredOpen = false
        if case .asking(let i) = phase { answeredOpen = seat.answers[i] != nil }
        return Joined(
            gameID: seat.gameID, rejoined: rejoined, phase: phase, paused: paused, score: seat.score, answeredOpen: answeredOpen)
    }

    /// A player's session left the room (they typed `leave`, or their connection went): their
    /// seat, score and answers stay for a return with the PIN.
    public func leave(_ playerID: Int64, inbox: RoomInbox) {
        guard let i = seatAt[playerID], seats[i].inbox === inbox else { return }
        seats[i].inbox = nil
        recount()
        guard !seats[i].kicked, phase != .ended else { return }
        hostInbox?.post(.left(seats[i].name, players: connectedCount))
        log("leave", playerID)
        closeIfAllDone()
    }

    /// Writes a moment of the timeline, in order, without holding the room up; a store that
    /// fails loses only the timeline line.
    func log(_ kind: String, _ playerID: Int64? = nil, _ detail: String? = nil) {
        let (store, id, previous) = (store, id, logTail)
        logTail = Task {
            await previous?.value
            try? await store.roomEvent(roomID: id, kind: kind, playerID: playerID, detail: detail)
        }
    }

    /// Waits until every moment so far is written.
    public func timelineWritten() async { await logTail?.value }
}
