import EarshotCore
import Foundation

/// The live rooms open in one server (or one program), by PIN. Every session of the server
/// shares one (``SessionEnvironment/rooms``); wrong PINs are counted in the store
/// (``PINThrottle``).
public actor LiveRooms {
    var byPIN: [String: LiveRoom] = [:]
    /// The results of each host's last ended room, for `room results` afterwards.
    private var ended: [Int64: LiveRoom] = [:]
    private var heartbeat: Task<Void, Never>?
    /// The club's other servers, when the store is shared (see `LiveRooms+Bus`).
    var bus: (any RoomBus)?
    var listener: Task<Void, Never>?
    var pending: [Int: CheckedContinuation<RoomEnvelope?, Never>] = [:]
    var nextRequest = 0
    /// The inboxes of this server's players in rooms other servers run, by "room/player".
    var remoteSeats: [String: RoomInbox] = [:]
    /// Joins from other servers under way in this server's rooms, by "room/player".
    var joinsUnderWay: [String: Int] = [:]

    /// This server's name in the store, as the owner of the rooms it runs.
    public nonisolated let owner = UUID().uuidString
    /// How long a server may go without its heartbeat before another may take its rooms over.
    public nonisolated let lease: Duration

    /// How long a seat waits for the room's server (another server of the club) to reply to
    /// a request before it says so: joining, the standings, the host's words.
    public nonisolated let busWait: Duration
    /// How long a seat waits for the room's server to take an answer. Longer than
    /// ``busWait``: asking the player to type it again costs more than waiting on a busy club,
    /// and the seat says the answer is on its way once ``busWait`` has passed.
    public nonisolated let answerWait: Duration

    public init(lease: Duration = .seconds(15), busWait: Duration = .seconds(2), answerWait: Duration = .seconds(10)) {
        self.lease = lease
        self.busWait = busWait
        self.answerWait = max(answerWait, busWait)
    }

    /// Starts telling the store, every third of the lease, that this server still runs its
    /// rooms.
    func beat(_ store: any RoomStore) {
        guard heartbeat == nil else { return }
        let every = lease / 3
        heartbeat = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: every)
                guard let self, let ids = await self.ownedIDs() else { return }
                try? await store.roomHeartbeat(owner: self.owner, roomIDs: ids)
            }
        }
    }

    private func ownedIDs() -> [Int64]? { byPIN.values.map(\.id) }

    /// Stops the heartbeat: this server's rooms may be taken over once the lease runs out (a
    /// server stopping; a test standing for one that died).
    public func stop() {
        heartbeat?.cancel()
        heartbeat = nil
        listener?.cancel()
        listener = nil
    }

    /// A PIN no open room has: 4 digits, or 5 and then 6 as rooms fill the shorter ones.
    func freePIN() -> String {
        let digits = byPIN.count < 2_000 ? 4 : byPIN.count < 20_000 ? 5 : 6
        let low = Int(pow(10, Double(digits - 1)))
        while true {
            let pin = String(Int.random(in: low..<(low * 10)))
            if byPIN[pin] == nil { return pin }
        }
    }

    /// Adds a room that opened; a room of the same PIN added first (two sessions rebuilding one
    /// room from the store at once) wins.
    func add(_ room: LiveRoom) -> LiveRoom {
        if let existing = byPIN[room.pin] { return existing }
        byPIN[room.pin] = room
        beat(room.store)
        return room
    }

    /// Forgets an ended room, keeping it for its host's `room results`.
    func remove(_ room: LiveRoom) {
        if byPIN[room.pin] === room { byPIN[room.pin] = nil }
        ended[room.hostID] = room
    }

    /// The open room of this PIN on this server, if any.
    func room(pin: String) -> LiveRoom? { byPIN[pin.filter(\.isNumber)] }

    /// The open room this player hosts, if any.
    func room(hostedBy playerID: Int64) -> LiveRoom? {
        byPIN.values.first { $0.hostID == playerID }
    }

    /// The last room this player hosted that ended.
    func endedRoom(hostedBy playerID: Int64) -> LiveRoom? { ended[playerID] }

    /// How many rooms are open.
    public var openCount: Int { byPIN.count }
}
