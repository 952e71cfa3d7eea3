import EarshotCore
import Foundation

extension LiveRooms {
    /// Listens to the club's other servers (a shared PostgreSQL store), reconnecting after a
    /// failure, until stopped.
    public func connect(_ bus: any RoomBus) {
        guard listener == nil else { return }
        self.bus = bus
        listener = Task { [weak self] in
            while !Task.isCancelled {
                guard let rooms = self else { return }
                try? await bus.listen { [weak rooms] payload in await rooms?.receive(payload) }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// Sends a request to the server of `room` and waits for its reply (`nil` after `wait`,
    /// ``busWait`` unless given, or when there is no bus).
    func request(_ envelope: RoomEnvelope, wait: Duration? = nil) async -> RoomEnvelope? {
        guard let bus else { return nil }
        nextRequest += 1
        var message = envelope
        message.request = nextRequest
        message.from = owner
        let id = nextRequest
        guard let text = RoomEnvelope.encode(message) else { return nil }
        return await withCheckedContinuation { continuation in
            pending[id] = continuation
            Task {
                do { try await bus.send(text) } catch { self.settle(id, nil) }
            }
            Task {
                try? await Task.sleep(for: wait ?? self.busWait)
                self.settle(id, nil)
            }
        }
    }

    /// Sends without waiting for a reply.
    func post(_ envelope: RoomEnvelope) {
        Task { await self.send(envelope) }
    }

    /// Sends and waits until it is sent (news, in its order).
    func send(_ envelope: RoomEnvelope) async {
        guard let bus, let text = RoomEnvelope.encode(envelope) else { return }
        try? await bus.send(text)
    }

    private func settle(_ id: Int, _ reply: RoomEnvelope?) {
        pending.removeValue(forKey: id)?.resume(returning: reply)
    }

    /// Where news for a player of a room on another server goes: their seat's inbox here.
    func seat(_ inbox: RoomInbox?, room: Int64, player: Int64) {
        remoteSeats["\(room)/\(player)"] = inbox
    }

    /// One message from the bus.
    func receive(_ payload: String) async {
        guard let envelope = try? JSONDecoder().decode(RoomEnvelope.self, from: Data(payload.utf8)), envelope.to == owner
        else { return }
        switch envelope.kind {
        case .reply:
            if let id = envelope.request { settle(id, envelope) }
        case .news:
            if let player = envelope.player, let news = envelope.decode(RoomNews.self) {
                remoteSeats["\(envelope.room)/\(player)"]?.post(news)
            }
        default:
            guard let room = byPIN.values.first(where: { $0.id == envelope.room }) else { return }
            Task { await self.serve(envelope, room) }
        }
    }

    /// Does what a seat on another server asked of a room here, and replies.
    private func serve(_ envelope: RoomEnvelope, _ room: LiveRoom) async {
        guard let player = envelope.player else { return }
        var body: String?
        switch envelope.kind {
        case .join:
            guard let joining = envelope.decode(RoomEnvelope.Joining.self) else { return }
            let inbox = forwarding(to: envelope.from, room: room.id, player: player)
            let key = "\(room.id)/\(player)"
            joinsUnderWay[key, default: 0] += 1
            body = RoomEnvelope.encode(JoinReply(await room.join(joining.player, inbox: inbox, day: joining.day)))
            joinsUnderWay[key, default: 1] -= 1
            if joinsUnderWay[key] == 0 { joinsUnderWay[key] = nil }
        case .hostAttach:
            guard player == room.hostID else { return }
            body = RoomEnvelope.encode(await room.attachHost(forwarding(to: envelope.from, room: room.id, player: player)))
        case .hostDetach:
            if let inbox = await room.hostInboxNow { await room.detachHost(inbox) }
            body = RoomEnvelope.encode(true)
        case .hostCommand:
            guard player == room.hostID, let verb = envelope.decode(HostVerb.self) else { return }
            body = RoomEnvelope.encode(await room.command(verb))
        case .waiting:
            body = RoomEnvelope.encode(await room.waitingNames())
        case .roster:
            body = RoomEnvelope.encode(await room.roster())
        case .answer:
            guard let answering = envelope.decode(RoomEnvelope.Answering.self) else { return }
            body = RoomEnvelope.encode(await room.answer(answering.record, index: answering.index, playerID: player))
        case .answerOf:
            guard let index = envelope.decode(Int.self) else { return }
            body = RoomEnvelope.encode(Optional(await room.answer(of: player, index: index)))
        case .currentIndex:
            body = RoomEnvelope.encode(Optional(await room.openIndex))
        case .standing:
            body = RoomEnvelope.encode(await room.standing(for: player))
        case .leave:
            // A leave sent because the join's reply was late can come while that join is still
            // under way here: it waits for the join (a few seconds at most), then takes effect.
            let key = "\(room.id)/\(player)"
            let until = ContinuousClock.now + .seconds(5)
            while joinsUnderWay[key] != nil, ContinuousClock.now < until { try? await Task.sleep(for: .milliseconds(20)) }
            if let inbox = await room.inbox(of: player) { await room.leave(player, inbox: inbox) }
            body = RoomEnvelope.encode(true)
        case .reply, .news:
            return
        }
        post(RoomEnvelope(room: room.id, to: envelope.from, from: owner, kind: .reply, request: envelope.request, body: body))
    }
}

extension LiveRooms {
    /// An inbox whose news goes, in order, to a player's (or the host's) session on `server`.
    func forwarding(to server: String, room: Int64, player: Int64) -> RoomInbox {
        let me = owner
        return RoomInbox { [weak self] news in
            let envelope = RoomEnvelope(room: room, to: server, from: me, kind: .news, player: player, body: RoomEnvelope.encode(news))
            await self?.send(envelope)
        }
    }
}

/// A join's outcome as it travels.
struct JoinReply: Codable {
    var joined: LiveRoom.Joined?
    var refusal: LiveRoom.Refusal?

    init(_ result: Result<LiveRoom.Joined, LiveRoom.Refusal>) {
        switch result {
        case .success(let j): joined = j
        case .failure(let r): refusal = r
        }
    }
}
