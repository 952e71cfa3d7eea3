import EarshotCore
import Foundation

extension Rooms {
    /// A room kept in the store whose server died or stopped: rebuilt here from the store (its
    /// plan, questions, timeline and its players' answers) and run by this server from now on,
    /// paused until its host returns. `nil` when another live server runs it (`elsewhere`
    /// says so unless the caller will reach it there), or it cannot be read (said).
    func recover(_ stored: StoredRoom, _ io: any SessionIO, sayElsewhere: Bool = true) async -> LiveRoom? {
        let m = io.messages
        do {
            let stale = clock.date().addingTimeInterval(-rooms.lease.seconds)
            guard try await store.claimRoom(stored.id, owner: rooms.owner, staleBefore: stale) else {
                if sayElsewhere { await io.say(.error(m("room.join.elsewhere"))) }
                return nil
            }
            guard let host = try await store.player(id: stored.hostID) else { return nil }
            let (seats, phase) = try await kept(stored)
            guard phase != .ended else { return nil }
            let room = LiveRoom(
                id: stored.id, pin: stored.pin, host: host, plan: stored.plan, questions: stored.questions, seed: stored.seed,
                store: store)
            await room.restore(seats: seats, phase: phase)
            return await rooms.add(room)
        } catch {
            await io.say(.error(m("room.join.unreadable", ["error": "\(error)"])))
            return nil
        }
    }

    /// A room's seats and place as the store keeps them: who joined (and was kicked), from the
    /// timeline; each player's answers, score and right answers, from their game; which
    /// question was open or closed last.
    func kept(_ stored: StoredRoom) async throws -> ([LiveRoom.Seat], RoomPhase) { try await Self.kept(stored, store: store) }

    static func kept(_ stored: StoredRoom, store: any GameStore) async throws -> ([LiveRoom.Seat], RoomPhase) {
        let timeline = try await store.roomTimeline(stored.id)
        var joined: [(Int64, Int64)] = []
        var kicked: Set<Int64> = []
        var phase = RoomPhase.lobby
        for moment in timeline {
            let n = moment.detail.flatMap { Int($0) }
            switch moment.kind {
            case "join":
                if let player = moment.playerID, let game = moment.detail.flatMap({ Int64($0) }) { joined.append((player, game)) }
            case "kick": if let player = moment.playerID { kicked.insert(player) }
            case "ask": if let n { phase = .asking(n - 1) }
            case "close": if let n { phase = .between(n - 1) }
            case "end": phase = .ended
            default: break
            }
        }
        let answers = try await store.roomAnswers(gameIDs: joined.map(\.1))
        var seats: [LiveRoom.Seat] = []
        for (player, game) in joined {
            guard let record = try await store.player(id: player) else { continue }
            var seat = LiveRoom.Seat(playerID: player, name: record.name, gameID: game, inbox: nil)
            seat.kicked = kicked.contains(player)
            for answer in answers[game] ?? [] {
                seat.answers[answer.position - 1] = answer
                seat.score += answer.points
                if answer.correct { seat.right += 1 }
            }
            seats.append(seat)
        }
        return (seats, phase)
    }

    /// How long ago a room's server must have last been heard of for its room to count as left
    /// for good.
    static let forgottenAfter: TimeInterval = 12 * 60 * 60

    /// The open room of this PIN: on this server, run by another server of the club (reached
    /// through the store's notifications), or left in the store by one that stopped.
    func room(pin: String, _ io: any SessionIO) async -> (any RoomLink)? {
        let m = io.messages
        let throttle = PINThrottle(store: store, player: "\(io.player.id)", address: io.options.clientAddress ?? "this computer")
        let wait = await throttle.wait()
        if wait > 0 {
            await io.say(.error(m("room.join.wait", ["time": m.plural("mode.time.seconds", count: wait)])))
            return nil
        }
        if let room = await rooms.room(pin: pin) {
            await throttle.right()
            return room
        }
        let since = clock.date().addingTimeInterval(-Self.forgottenAfter)
        if let stored = try? await store.openRoom(pin: pin, aliveSince: since) {
            await throttle.right()
            let reachable = await rooms.bus != nil
            if let here = await recover(stored, io, sayElsewhere: !reachable) { return here }
            guard reachable, let server = stored.owner, let host = try? await store.player(id: stored.hostID) else { return nil }
            return RemoteRoom(stored, hostName: host.name, server: server, rooms: rooms, store: store)
        }
        await throttle.wrong()
        await io.say(.error(m("room.join.noRoom", ["pin": Self.spokenPIN(pin, m)])))
        return nil
    }

    /// The open room this player hosts: on this server, run by another server of the club,
    /// or left in the store by one that stopped.
    func hostedRoom(_ io: any SessionIO) async -> (any HostLink)? {
        if let here = await rooms.room(hostedBy: io.player.id) { return here }
        let since = clock.date().addingTimeInterval(-Self.forgottenAfter)
        guard let stored = try? await store.openRoom(hostID: io.player.id, aliveSince: since) else { return nil }
        let reachable = await rooms.bus != nil
        if let here = await recover(stored, io, sayElsewhere: !reachable) { return here }
        guard reachable, let server = stored.owner else { return nil }
        return RemoteRoom(stored, hostName: io.player.name, server: server, rooms: rooms, store: store)
    }
}
