import EarshotApp
import EarshotCore
import EarshotServer
import EarshotTesting
import EarshotWire
import Foundation
import Testing

/// A live room over real WebSocket connections to a real server, on SQLite and PostgreSQL:
/// the host's PIN, each player's own copy of every question as a wire event, the verdicts
/// after everyone answered, and each player's room kept as a game of theirs.
@Suite("Live rooms over the wire", .serialized)
struct LiveRoomServerTests {
    static func pin(_ told: [String]) -> String? {
        guard let line = told.first(where: { $0.hasPrefix("Room open. PIN ") }) else { return nil }
        return String(line.dropFirst("Room open. PIN ".count).prefix { $0.isNumber || $0 == " " }.filter(\.isNumber))
    }

    static func asked(_ c: WireClient) -> [AskedQuestion] {
        c.events.compactMap { if case .game(.asked(let q)) = $0 { q } else { nil } }
    }

    static func judged(_ c: WireClient) -> [Judgement] {
        c.events.compactMap { if case .game(.judged(let j)) = $0 { j } else { nil } }
    }

    @Test(arguments: StoreKind.available)
    func aRoomOfAHostAndTwoPlayers(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        let host = WireClient(url: server.url)
        #expect(await host.join("Teacher"))  // the first account: the server's admin
        let ann = WireClient(url: server.url)
        let ben = WireClient(url: server.url)
        #expect(await ann.join("Ann"))
        #expect(await ben.join("Ben"))
        host.send(.line("room open --count 2"))
        #expect(await host.wait { Self.pin($0.told) != nil })
        let pin = try #require(Self.pin(host.told))
        #expect(host.told.contains("Read this to the class: Join with: join \(pin.map(String.init).joined(separator: " "))"))
        ann.send(.line("join \(pin)"))
        ben.send(.line("join \(pin)"))
        #expect(await host.wait { $0.told.contains { $0.contains("2 in the room.") } })
        host.send(.line("start"))
        #expect(await ann.wait { Self.asked($0).count == 1 })
        #expect(await ben.wait { Self.asked($0).count == 1 })
        // The same question, its options in the same order, on both devices.
        #expect(Self.asked(ann) == Self.asked(ben))
        for round in 1...2 {
            ann.send(.line("1"))
            #expect(await ann.wait { $0.told.contains { $0.hasPrefix("Answer taken") } })
            #expect(Self.judged(ann).count == round - 1)  // no verdict before everyone answered
            ben.send(.line("2"))
            #expect(await ann.wait { Self.judged($0).count == round })
            #expect(await ben.wait { Self.judged($0).count == round })
            #expect(await host.wait { $0.told.contains { $0.hasPrefix("Question \(round) closed: 2 of 2 answered") } })
            host.send(.line("next"))
            if round == 1 { #expect(await ben.wait { Self.asked($0).count == 2 }) }
        }
        #expect(await ann.wait { $0.told.contains("The room is over.") })
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("The room is over. 2 players.") } })
        let annID = try #require(try await server.context.store.account(named: "Ann")).id
        #expect(try await server.context.store.stats(playerID: annID).games == 1)
        #expect(try await server.context.store.stats(playerID: annID).answered == 2)
        for c in [host, ann, ben] { c.close() }
    }

    @Test(arguments: StoreKind.available)
    func theRoomAndItsTimelineAreKept(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let host = try await store.player(named: "Teacher")
        let plan = RoomPlan(modeID: "classic", categoryID: "geo", count: 3, scoring: .speed, seconds: 20)
        let id = try await store.openRoom(hostID: host.id, pin: "4821", plan: plan, questionIDs: [3, 1, 2])
        try await store.roomEvent(roomID: id, kind: "join", playerID: host.id, detail: "7")
        try await store.roomEvent(roomID: id, kind: "ask", playerID: nil, detail: "1")
        try await store.closeRoom(id)
        #expect(
            try await store.roomTimeline(id) == [
                RoomMoment(kind: "join", playerID: host.id, detail: "7"), RoomMoment(kind: "ask", playerID: nil, detail: "1"),
            ])
        #expect(try await store.roomTimeline(id + 1).isEmpty)
    }
}
