import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Time in a room is fair: each player's own timing setting applies to them (WCAG 2.2.1),
/// the question closes when every player's own time is up, and speed scoring measures each
/// player against their own limit.
@Suite struct LiveRoomTimeTests {
    @Test func aPlayerWithTimingTwoHasTwiceTheTimeOfOneWithTheDefault() async throws {
        let clock = ManualClock()
        let room = try await Classroom(clock: clock)
        let (host, pin) = try await room.open("room test --count 2 --time 10")
        #expect(host.text.contains("10 seconds"))
        let slow = try await room.person("Cai")
        let quick = try await room.person("Dan")
        slow.type("timing 2")
        #expect(await slow.sees("2 times as long"))
        slow.type("join \(pin)")
        #expect(await slow.sees("20 seconds for you"))
        quick.type("join \(pin)")
        #expect(await quick.sees("10 seconds for you"))
        host.type("start")
        #expect(await slow.sees("You have 20 seconds."))
        #expect(await quick.sees("You have 10 seconds."))
        #expect(await eventually { slow.reader.isWaiting && quick.reader.isWaiting })
        clock.advance(by: .seconds(10))
        #expect(await quick.sees("Your time is up on this question."))
        #expect(await host.sees("Dan's time is up."))
        #expect(!slow.text.contains("Your time is up"))
        #expect(!host.text.contains("Question 1 closed"))
        clock.advance(by: .seconds(10))
        #expect(await slow.sees("Your time is up on this question."))
        #expect(await host.sees("Question 1 closed: 0 of 2 answered, 0 right."))
        #expect(await quick.sees("Time is up. The answer was "))
        for p in [host, slow, quick] { await p.disconnect() }
    }

    @Test func aPausedRoomStopsEveryonesTime() async throws {
        let clock = ManualClock()
        let room = try await Classroom(clock: clock)
        let (host, pin) = try await room.open("room test --count 2 --time 10")
        let ann = try await room.join(["Ann"], pin, host: host)[0]
        host.type("start")
        #expect(await ann.sees("You have 10 seconds."))
        clock.advance(by: .seconds(6))
        host.type("pause")
        #expect(await ann.sees("The host paused the room. Your time stands still."))
        clock.advance(by: .seconds(60))
        #expect(!ann.text.contains("Your time is up"))
        host.type("resume")
        #expect(await ann.sees("The room carries on."))
        ann.type("time")
        #expect(await ann.sees("4 seconds"))
        clock.advance(by: .seconds(4))
        #expect(await ann.sees("Your time is up on this question."))
        for p in [host, ann] { await p.disconnect() }
    }

    @Test(arguments: [(0.0, 100), (5.0, 75), (10.0, 50), (30.0, 50)])
    func speedScoringCountsAgainstTheirOwnLimit(spent: Double, points: Int) {
        let limit = Duration.seconds(10)
        #expect(RoomScore.points(.easy, .speed, spent: .milliseconds(Int(spent * 1000)), limit: limit) == points)
        // Twice the limit for twice the time: the same points.
        #expect(RoomScore.points(.easy, .speed, spent: .milliseconds(Int(spent * 2000)), limit: limit * 2) == points)
        #expect(RoomScore.points(.easy, .accuracy, spent: .seconds(spent), limit: limit) == 100)
        #expect(RoomScore.points(.hard, .speed, spent: .seconds(spent), limit: nil) == 300)
    }
}
