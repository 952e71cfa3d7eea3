import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// What goes wrong in a classroom: a player whose connection drops, a host who loses theirs,
/// a player the host removes, a wrong PIN typed again and again.
@Suite struct LiveRoomFaultTests {
    @Test func aPlayerWhoDropsAndJoinsAgainGetsTheirScoreAndTheOpenQuestion() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 3")
        let players = try await room.join(["Ann", "Ben"], pin, host: host)
        let (ann, ben) = (players[0], players[1])
        host.type("start")
        let first = try #require(
            await { () async -> String? in
                _ = await host.sees("Question 1 of 3 sent: ")
                return LiveRoomTests.sent(host, 1)
            }())
        ann.type(LiveRoomTests.answers[first]!.0)
        ben.type(LiveRoomTests.answers[first]!.0)
        #expect(await host.sees("Question 1 closed: 2 of 2 answered, 2 right."))
        host.type("next")
        #expect(await host.sees("Question 2 of 3 sent: "))
        let second = try #require(LiveRoomTests.sent(host, 2))
        #expect(await ben.sees(second))
        await ben.disconnect()  // Ben's connection goes before he answers
        #expect(await host.sees("Ben left. 1 in the room."))
        let benAgain = try await room.person("Ben")
        benAgain.type("join \(pin)")
        #expect(await benAgain.sees("Welcome back to Teacher's room. You have 100 points."))
        #expect(await benAgain.sees(second))  // the question now open
        #expect(await host.sees("Ben is back. 2 in the room."))
        benAgain.type(LiveRoomTests.answers[second]!.0)
        ann.type(LiveRoomTests.answers[second]!.1)
        #expect(await benAgain.sees("You are number 1 of 2, with 200 points."))
        host.type("end")
        #expect(await host.sees("End the room for everyone now?"))
        host.type("yes")
        #expect(await benAgain.sees("You came number 1 of 2, with 200 points, 2 of 3 right."))
        // One game for Ben, not two: the room's game carried on.
        #expect(try await room.store.stats(playerID: try await room.store.player(named: "Ben").id).games == 1)
        for p in [host, ann, benAgain] { await p.disconnect() }
    }

    @Test func aHostWhoLosesTheirConnectionPausesTheRoomAndCarriesOnWhenBack() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 3")
        let ann = try await room.join(["Ann"], pin, host: host)[0]
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        let first = try #require(LiveRoomTests.sent(host, 1))
        await host.disconnect()
        #expect(await ann.sees("The host's connection was lost. The room is paused"))
        ann.type(LiveRoomTests.answers[first]!.0)
        #expect(await ann.sees("The room is paused. Answer when the host carries on."))
        let back = try await room.person("Teacher")
        back.type("room")
        #expect(await back.sees("You are back in your room, PIN"))
        #expect(await back.sees(", with 1 player connected."), "one player, said as one")
        #expect(await ann.sees("The host is back. The room carries on."))
        ann.type(LiveRoomTests.answers[first]!.0)
        #expect(await back.sees("Question 1 closed: 1 of 1 answered, 1 right."))
        for p in [back, ann] { await p.disconnect() }
    }

    @Test func aKickedPlayerCannotComeBackAndTheRoomGoesOnWithoutThem() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("--count 2")
        let players = try await room.join(["Ann", "Troll"], pin, host: host)
        let (ann, troll) = (players[0], players[1])
        host.type("kick troll")
        #expect(await host.sees("Troll was removed from the room."))
        #expect(await troll.sees("The host removed you from the room."))
        troll.type("join \(pin)")
        #expect(await troll.sees("The host removed you from that room, so you cannot join it again."))
        host.type("who")
        #expect(await host.sees("1 in the room, 1 connected:"))
        for p in [host, ann, troll] { await p.disconnect() }
    }

    @Test func wrongPINsAreRefusedInPlainWordsAndSlowedPerPlayer() async throws {
        let room = try await Classroom()
        let guesser = try await room.person("Guesser", address: "10.1.1.1")
        for n in 1...PINThrottle.freeTries {
            guesser.type("join 1\(n)00")
            #expect(await guesser.sees("No room is open with the PIN 1 \(n) 0 0. Check the number with your host."))
        }
        // The next try waits: a second, then two, four… A loaded machine may be slower than the
        // first wait, so try until one comes within it (each miss doubles the next wait).
        var refused = false
        for _ in 1...6 where !refused {
            let before = guesser.text.components(separatedBy: "No room is open").count
            guesser.type("join 9999")
            _ = await eventually(limit: .seconds(120)) {
                guesser.text.contains("Too many wrong PINs") || guesser.text.components(separatedBy: "No room is open").count > before
            }
            refused = guesser.text.contains("Too many wrong PINs. Try again in ")
        }
        #expect(refused)
        guesser.type("join hello")
        #expect(await guesser.sees("Type join and the room's PIN of 4 to 6 digits"))
        // A classmate behind the same address (a school's network, a load balancer) is not
        // slowed by one player's guesses.
        let other = try await room.person("Other", address: "10.1.1.1")
        other.type("join 9999")
        #expect(await other.sees("No room is open with the PIN 9 9 9 9."))
        for p in [guesser, other] { await p.disconnect() }
    }

    @Test func onlyHostsModeratorsAndAdminsOpenRoomsAndOnlyInModesThatFit() async throws {
        let room = try await Classroom()
        let pupil = try await room.person("Pupil")
        pupil.type("room open")
        #expect(await pupil.sees("Only a host, a moderator or an admin can open a live room. You are a player."))
        let host = try await room.person("Teacher")
        let unfit = try #require(room.registry.modes.first { $0.descriptor.room == nil })
        host.type("room open \(unfit.descriptor.id)")
        #expect(await host.sees("cannot be played in a room"))
        host.type("room open --scoring speed")
        #expect(await host.sees("Speed scoring needs a time limit"))
        host.type("room open --time 2")
        #expect(await host.sees("is not a time limit a room can have: use 5 to 600 seconds"))
        #expect(await room.rooms.openCount == 0)
        for p in [pupil, host] { await p.disconnect() }
    }

    @Test func aSecondSessionOfTheHostTakesTheDeskWithoutPausingTheRoom() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 2")
        let ann = try await room.join(["Ann"], pin, host: host)[0]
        let second = try await room.person("Teacher")
        second.type("room")
        #expect(await second.sees("You are back in your room, PIN"))
        #expect(await host.sees("Your room is now run from your other session."))
        second.type("start")
        #expect(await ann.sees("Question 1 of 2"))
        #expect(!ann.text.contains("paused"))
        for p in [host, second, ann] { await p.disconnect() }
    }
}
