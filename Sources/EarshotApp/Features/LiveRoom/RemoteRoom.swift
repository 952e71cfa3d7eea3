import EarshotCore
import Foundation

/// A room another server of the club runs, as a seat on this server reaches it: each call a
/// request over the club's ``RoomBus``, answered by the room's server within
/// ``LiveRooms/busWait`` (an answer within ``LiveRooms/answerWait``); else the seat says so,
/// and nothing is lost: the answer is already kept as the player's.
public final class RemoteRoom: HostLink {
    public let id: Int64
    public let pin: String
    public let hostName: String
    public var hostID: Int64 { stored.hostID }
    public let plan: RoomPlan
    public let questions: [Question]
    public let seed: UInt64
    /// The server that runs the room.
    let server: String
    let rooms: LiveRooms
    let stored: StoredRoom
    let store: any GameStore

    init(_ stored: StoredRoom, hostName: String, server: String, rooms: LiveRooms, store: any GameStore) {
        self.stored = stored
        self.store = store
        id = stored.id
        pin = stored.pin
        self.hostName = hostName
        plan = stored.plan
        questions = stored.questions
        seed = stored.seed
        self.server = server
        self.rooms = rooms
    }

    private func ask(_ kind: RoomEnvelope.Kind, _ player: Int64?, _ body: String? = nil, wait: Duration? = nil) async
        -> RoomEnvelope?
    {
        await rooms.request(RoomEnvelope(room: id, to: server, from: "", kind: kind, player: player, body: body), wait: wait)
    }

    public func join(_ player: Player, inbox: RoomInbox, day: String) async -> Result<LiveRoom.Joined, LiveRoom.Refusal> {
        await rooms.seat(inbox, room: id, player: player.id)
        let body = RoomEnvelope.encode(RoomEnvelope.Joining(player: player, day: day))
        guard let reply = await ask(.join, player.id, body, wait: rooms.answerWait)?.decode(JoinReply.self) else {
            await rooms.seat(nil, room: id, player: player.id)
            // The room may have seated them all the same, its reply lost or late: it is told
            // they left, so that a room waiting for everyone's answer does not wait for them.
            await rooms.post(RoomEnvelope(room: id, to: server, from: rooms.owner, kind: .leave, player: player.id))
            return .failure(.unreachable)
        }
        if let joined = reply.joined { return .success(joined) }
        await rooms.seat(nil, room: id, player: player.id)
        return .failure(reply.refusal ?? .unreachable)
    }

    public func currentIndex() async -> Int? {
        await ask(.currentIndex, 0)?.decode(Int?.self) ?? nil
    }

    public func take(_ record: AnswerRecord, index: Int, playerID: Int64) async -> Bool? {
        let body = RoomEnvelope.encode(RoomEnvelope.Answering(record: record, index: index))
        return await ask(.answer, playerID, body, wait: rooms.answerWait)?.decode(Bool.self)
    }

    public func answer(of playerID: Int64, index: Int) async -> AnswerRecord? {
        await ask(.answerOf, playerID, RoomEnvelope.encode(index))?.decode(AnswerRecord?.self) ?? nil
    }

    public func standing(for playerID: Int64?) async -> RoomStanding {
        await ask(.standing, playerID ?? 0)?.decode(RoomStanding.self)
            ?? RoomStanding(top: [], rank: nil, score: 0, right: 0, players: 0)
    }

    public func leave(_ playerID: Int64, inbox: RoomInbox) async {
        _ = await ask(.leave, playerID)
        await rooms.seat(nil, room: id, player: playerID)
    }

    // The host's side

    public func attachHost(_ inbox: RoomInbox) async -> Bool {
        await rooms.seat(inbox, room: id, player: stored.hostID)
        return await ask(.hostAttach, stored.hostID) != nil
    }

    public func detachHost(_ inbox: RoomInbox) async {
        _ = await ask(.hostDetach, stored.hostID)
        await rooms.seat(nil, room: id, player: stored.hostID)
    }

    public func command(_ verb: HostVerb) async -> LiveRoom.HostOutcome? {
        await ask(.hostCommand, stored.hostID, RoomEnvelope.encode(verb))?.decode(LiveRoom.HostOutcome.self)
    }

    public func waitingList() async -> [String]? {
        await ask(.waiting, stored.hostID)?.decode([String].self)
    }

    public func rosterLines() async -> [RosterLine]? {
        await ask(.roster, stored.hostID)?.decode([RosterLine].self)
    }

    /// Read from the store, where every server keeps its players' answers: no message between
    /// servers is big enough for a class's results.
    public func results() async -> String? {
        let (seats, _) = (try? await Rooms.kept(stored, store: store)) ?? ([], .lobby)
        return LiveRoom.csv(seats, questions: questions.count)
    }
}
