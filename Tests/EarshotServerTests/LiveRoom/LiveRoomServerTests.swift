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
        // Each client connects just before it says hello: the server closes a connection that
        // stays silent for its hello limit (30 s here), which one slow join could outlast.
        let ann = WireClient(url: server.url)
        #expect(await ann.join("Ann"))
        let ben = WireClient(url: server.url)
        #expect(await ben.join("Ben"), "\(ben.received)")
        host.send(.line("room open --count 2"))
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("Read this to the class") } })
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
        // By letter: a question whose options are numbers reads "1" as its option "1" or the first.
        for round in 1...2 {
            ann.send(.line("a"))
            #expect(await ann.wait(limit: .seconds(20)) { $0.told.contains { $0.hasPrefix("Answer taken") } }, "\(ann.received)")
            #expect(Self.judged(ann).count == round - 1)  // no verdict before everyone answered
            ben.send(.line("b"))
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
    func theRoomItsTimelineAndItsAnswersAreKept(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let host = try await store.player(named: "Teacher")
        let plan = RoomPlan(modeID: "classic", categoryID: "geo", count: 3, scoring: .speed, seconds: 20)
        let questions = [question("Geo 1?"), question("Geo 2?", kind: .typed)]
        let room = StoredRoom(hostID: host.id, pin: "4821", plan: plan, seed: .max - 7, questions: questions, owner: "server-a")
        let id = try await store.openRoom(room)
        let ann = try await store.player(named: "Ann")
        let game = try await store.beginGame(
            playerID: ann.id, setup: GameSetup(modeID: "room", categoryID: "geo", count: 2, seed: 1, date: "2026-11-26"), total: 2,
            timing: nil)
        let answer = AnswerRecord(
            position: 1, questionStoreID: nil, given: "A", correct: true, points: 100, status: .answered, seconds: 3.5)
        try await store.record(answer, gameID: game)
        try await store.roomEvent(roomID: id, kind: "join", playerID: ann.id, detail: "\(game)")
        try await store.roomEvent(roomID: id, kind: "ask", playerID: nil, detail: "1")
        #expect(
            try await store.roomTimeline(id) == [
                RoomMoment(kind: "join", playerID: ann.id, detail: "\(game)"), RoomMoment(kind: "ask", playerID: nil, detail: "1"),
            ])
        #expect(try await store.roomAnswers(gameIDs: [game]) == [game: [answer]])
        // A second try replaces the first; a refused one is taken back; other questions stay.
        let second = AnswerRecord(
            position: 2, questionStoreID: nil, given: "Paris", correct: false, points: 0, status: .answered, seconds: 4)
        var retyped = second
        retyped.given = "Rome"
        try await store.keepRoomAnswer(second, gameID: game, position: 2)
        try await store.keepRoomAnswer(retyped, gameID: game, position: 2)
        #expect(try await store.roomAnswers(gameIDs: [game]) == [game: [answer, retyped]])
        try await store.keepRoomAnswer(nil, gameID: game, position: 2)
        #expect(try await store.roomAnswers(gameIDs: [game]) == [game: [answer]])
        let long = Date().addingTimeInterval(-3600)
        var kept = try #require(try await store.openRoom(pin: "4821", aliveSince: long))
        #expect(kept.seed == .max - 7 && kept.plan == plan && kept.questions == questions && kept.owner == "server-a")
        #expect(try await store.openRoom(hostID: host.id, aliveSince: long)?.id == id)
        #expect(try await store.openRoom(pin: "4821", aliveSince: Date().addingTimeInterval(60)) == nil)
        // Another server may take the room only once its owner's heartbeat is stale.
        #expect(try await store.claimRoom(id, owner: "server-b", staleBefore: long) == false)
        #expect(try await store.claimRoom(id, owner: "server-b", staleBefore: Date().addingTimeInterval(1)))
        kept = try #require(try await store.openRoom(pin: "4821", aliveSince: long))
        #expect(kept.owner == "server-b")
        try await store.closeRoom(id)
        #expect(try await store.openRoom(pin: "4821", aliveSince: long) == nil)
    }

    @Test func aRoomOutlivesAKilledServerOnASecondServerOfTheSamePostgreSQL() async throws {
        guard StoreKind.available.contains(.postgres) else { return }
        let database = try await TemporaryPostgres.sharedServer().newDatabase()
        let lease = Duration.milliseconds(600)
        let a = try await RunningServer(store: .postgres, location: database) {
            $0.sharedStore = true
            $0.roomLease = lease
        }
        let b = try await RunningServer(store: .postgres, location: database) {
            $0.sharedStore = true
            $0.roomLease = lease
        }
        defer { b.stop() }
        let host = WireClient(url: a.url)
        #expect(await host.join("Teacher"))
        let ann = WireClient(url: a.url)
        #expect(await ann.join("Ann"))
        host.send(.line("room open --count 2"))
        #expect(await host.wait { Self.pin($0.told) != nil })
        let pin = try #require(Self.pin(host.told))
        ann.send(.line("join \(pin)"))
        #expect(await host.wait { $0.told.contains { $0.contains("1 in the room.") } })
        host.send(.line("start"))
        #expect(await ann.wait { Self.asked($0).count == 1 })
        ann.send(.line("a"))
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("Question 1 closed: 1 of 1 answered") } })
        #expect(await ann.wait { Self.judged($0).count == 1 })
        let points = Self.judged(ann).first?.points ?? -1
        // Server A dies under the room.
        await a.context.rooms.stop()
        a.stop()
        for c in [host, ann] { c.close() }
        try await Task.sleep(for: lease + .milliseconds(300))
        // Everyone reconnects through server B.
        let annAgain = WireClient(url: b.url)
        #expect(await annAgain.join("Ann"))
        annAgain.send(.line("join \(pin)"))
        #expect(
            await annAgain.wait { $0.told.contains("Welcome back to Teacher's room. You have \(points) points.") },
            "\(annAgain.told)")
        let hostAgain = WireClient(url: b.url)
        #expect(await hostAgain.join("Teacher"))
        hostAgain.send(.line("room"))
        #expect(await hostAgain.wait { $0.told.contains { $0.hasPrefix("You are back in your room") } })
        #expect(await annAgain.wait { $0.told.contains("The host is back. The room carries on.") })
        hostAgain.send(.line("next"))
        #expect(await annAgain.wait { Self.asked($0).count == 1 && Self.asked($0)[0].number == 2 })
        annAgain.send(.line("a"))
        #expect(await hostAgain.wait { $0.told.contains { $0.hasPrefix("Question 2 closed: 1 of 1 answered") } })
        hostAgain.send(.line("next"))
        #expect(await annAgain.wait { $0.told.contains("The room is over.") })
        let annID = try #require(try await b.context.store.account(named: "Ann")).id
        #expect(try await b.context.store.stats(playerID: annID).answered == 2)  // one answer on each server
        for c in [hostAgain, annAgain] { c.close() }
    }

    @Test func aRoomSpansTwoServersOfOnePostgreSQL() async throws {
        guard StoreKind.available.contains(.postgres) else { return }
        let database = try await TemporaryPostgres.sharedServer().newDatabase()
        let a = try await RunningServer(store: .postgres, location: database) { $0.sharedStore = true }
        let b = try await RunningServer(store: .postgres, location: database) { $0.sharedStore = true }
        defer {
            a.stop()
            b.stop()
        }
        let host = WireClient(url: a.url)
        #expect(await host.join("Teacher"))
        let ann = WireClient(url: a.url)  // on the room's own server
        #expect(await ann.join("Ann"))
        let ben = WireClient(url: b.url)  // through the other server
        #expect(await ben.join("Ben"), "\(ben.received)")
        host.send(.line("room open --count 2"))
        #expect(await host.wait { Self.pin($0.told) != nil })
        let pin = try #require(Self.pin(host.told))
        ann.send(.line("join \(pin)"))
        ben.send(.line("join \(pin)"))
        #expect(await host.wait { $0.told.contains { $0.contains("2 in the room.") } })
        #expect(await ben.wait { $0.told.contains { $0.hasPrefix("You are in Teacher's room") } })
        host.send(.line("start"))
        #expect(await ann.wait { Self.asked($0).count == 1 })
        #expect(await ben.wait { Self.asked($0).count == 1 })
        #expect(Self.asked(ann) == Self.asked(ben))  // the same options in the same order
        ben.send(.line("a"))
        #expect(await ben.wait { $0.told.contains { $0.hasPrefix("Answer taken") } })
        #expect(await host.wait { $0.told.contains("1 of 2 answered.") })
        ann.send(.line("b"))
        #expect(await ben.wait { Self.judged($0).count == 1 })
        #expect(await ben.wait { $0.told.contains { $0.hasPrefix("You are number") } })
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("Question 1 closed: 2 of 2 answered") } })
        ben.send(.line("score"))
        #expect(await ben.wait { $0.told.filter { $0.hasPrefix("You are number") }.count == 2 })
        host.send(.line("next"))
        #expect(await ben.wait { Self.asked($0).count == 2 })
        ben.send(.line("leave"))
        #expect(await host.wait { $0.told.contains("Ben left. 1 in the room.") })
        ben.send(.line("join \(pin)"))
        #expect(await host.wait { $0.told.contains("Ben is back. 2 in the room.") })
        #expect(await ben.wait { Self.asked($0).count == 3 })  // the open question again
        // The host leaves (as a dropped connection does) and comes back through the other server.
        host.send(.line("leave"))
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("You left the room.") } })
        host.send(.line("quit"))
        #expect(await ben.wait { $0.told.contains { $0.hasPrefix("The host's connection was lost.") } })
        let hostAgain = WireClient(url: b.url)
        #expect(await hostAgain.join("Teacher"))
        hostAgain.send(.line("room"))
        #expect(
            await hostAgain.wait {
                $0.told.contains("You are back in your room, PIN \(pin.map(String.init).joined(separator: " ")), with 2 players connected.")
            })
        #expect(await ben.wait { $0.told.contains("The host is back. The room carries on.") })
        ben.send(.line("a"))
        ann.send(.line("a"))
        #expect(await hostAgain.wait { $0.told.contains { $0.hasPrefix("Question 2 closed: 2 of 2 answered") } })
        hostAgain.send(.line("who"))
        #expect(
            await hostAgain.wait {
                $0.events.contains {
                    if case .app(.list(let title, let items)) = $0 {
                        title.hasPrefix("2 in the room, 2 connected") && items.count == 2
                    } else {
                        false
                    }
                }
            })
        hostAgain.send(.line("results"))
        #expect(await hostAgain.wait { $0.events.contains { if case .app(.file) = $0 { true } else { false } } })
        hostAgain.send(.line("next"))
        #expect(await ben.wait { $0.told.contains("The room is over.") })
        #expect(await hostAgain.wait { $0.told.contains { $0.hasPrefix("The room is over. 2 players.") } })
        let benID = try #require(try await b.context.store.account(named: "Ben")).id
        #expect(try await b.context.store.stats(playerID: benID).answered == 2)
        for c in [host, hostAgain, ann, ben] { c.close() }
    }
}
