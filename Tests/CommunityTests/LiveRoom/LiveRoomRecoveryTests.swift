import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A room outlives the server that ran it: the next server that meets its host or its PIN
/// rebuilds it from the store (plan, questions, timeline, answers), paused until the host is
/// back, and every player's score and answers are still theirs.
@Suite struct LiveRoomRecoveryTests {
    @Test func aRoomIsRebuiltFromTheStoreAfterItsServerStopped() async throws {
        let first = LiveRooms(lease: .milliseconds(200))
        let room = try await Classroom(rooms: first)
        let (host, pin) = try await room.open("room test --count 3")
        let players = try await room.join(["Ann", "Ben"], pin, host: host)
        let (ann, ben) = (players[0], players[1])
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        let q1 = try #require(LiveRoomTests.sent(host, 1))
        ann.type(LiveRoomTests.answers[q1]!.0)
        ben.type(LiveRoomTests.answers[q1]!.1)
        #expect(await host.sees("Question 1 closed: 2 of 2 answered, 1 right."))
        host.type("next")
        #expect(await host.sees("Question 2 of 3 sent: "))
        let q2 = try #require(LiveRoomTests.sent(host, 2))
        ann.type(LiveRoomTests.answers[q2]!.0)
        // The second "Answer taken": the first was question 1's, and a server stopped before
        // this one is kept would rebuild the room without it.
        #expect(await ann.sees("Answer taken", times: 2))
        // The server stops: its heartbeat ends, and nobody's session survives it.
        await first.stop()
        for p in [host, ann, ben] { await p.disconnect() }
        try await Task.sleep(for: .milliseconds(300))

        let second = LiveRooms(lease: .milliseconds(200))
        let restarted = room.server(second)
        let benAgain = try await restarted.person("Ben")
        benAgain.type("join \(pin)")
        #expect(await benAgain.sees("Welcome back to Teacher's room. You have 0 points."))
        #expect(await benAgain.sees("The host paused the room."))
        #expect(await benAgain.sees(q2))  // the question that was open
        let hostAgain = try await restarted.person("Teacher")
        hostAgain.type("room")
        #expect(await hostAgain.sees("You are back in your room, PIN"))
        #expect(await benAgain.sees("The host is back. The room carries on."))
        let annAgain = try await restarted.person("Ann")
        annAgain.type("join \(pin)")
        #expect(await annAgain.sees("Welcome back to Teacher's room. You have 200 points."))
        #expect(await annAgain.sees("You have answered this one. Waiting for the others."))
        benAgain.type(LiveRoomTests.answers[q2]!.0)
        #expect(await hostAgain.sees("Question 2 closed: 2 of 2 answered, 2 right."))
        #expect(await annAgain.sees("You are number 1 of 2, with 200 points."))
        for p in [hostAgain, annAgain, benAgain] { await p.disconnect() }
        await second.stop()
    }

    @Test func aLiveServersRoomIsNotTakenOver() async throws {
        let first = LiveRooms(lease: .seconds(30))
        let room = try await Classroom(rooms: first)
        let (host, pin) = try await room.open("--count 2")
        let ann = try await room.server(LiveRooms(lease: .seconds(30))).person("Ann")
        ann.type("join \(pin)")
        #expect(await ann.sees("That room is run by another server of this club just now."))
        for p in [host, ann] { await p.disconnect() }
        await first.stop()
    }
}
