import EarshotCore
import Testing

@testable import Timed

@Suite("Timed scoring and the question clock")
struct TimedScoringTests {
    @Test("Speed points follow round(1000 × (1 − (t/T)/2))")
    func speedPoints() {
        let t = Duration.seconds(20)
        #expect(TimedScoring.speedPoints(used: .zero, limit: t) == 1000)
        #expect(TimedScoring.speedPoints(used: .seconds(5), limit: t) == 875)
        #expect(TimedScoring.speedPoints(used: .seconds(10), limit: t) == 750)
        #expect(TimedScoring.speedPoints(used: .s(13.3), limit: t) == 668)  // 667.5 rounds up
        #expect(TimedScoring.speedPoints(used: t, limit: t) == 500)
        #expect(TimedScoring.speedPoints(used: .seconds(45), limit: t) == 500)  // after more time
        #expect(TimedScoring.speedPoints(used: .seconds(15), limit: .seconds(30)) == 750)
    }

    @Test("The streak bonus is 100 per right answer in a row after the first, at most 500")
    func streakBonus() {
        #expect((1...8).map(TimedScoring.streakBonus) == [0, 100, 200, 300, 400, 500, 500, 500])
        #expect(TimedScoring.streakBonus(streak: 0) == 0)
    }

    @Test("A clock counts only running time, and warns once per warning point")
    func clock() {
        var c = QuestionClock.question(allowed: .seconds(20), startingAt: .seconds(100))
        #expect(c.wakeAt == .seconds(110))
        #expect(c.dueWarning(at: .seconds(109)) == nil)
        #expect(c.dueWarning(at: .seconds(110)) == 10)
        #expect(c.dueWarning(at: .s(110.5)) == nil)
        #expect(c.wakeAt == .seconds(115))
        c.pause(at: .seconds(112))
        #expect(c.wakeAt == nil)
        #expect(!c.isOver(at: .seconds(500)))
        #expect(c.secondsLeft(at: .seconds(500)) == 8)
        c.resume(at: .seconds(500))
        #expect(c.wakeAt == .seconds(503))
        c.extend(by: .seconds(20), at: .seconds(501))
        #expect(c.secondsLeft(at: .seconds(501)) == 27)
        #expect(c.wakeAt == .seconds(518))  // the 10-second warning is ahead again
        #expect(c.isOver(at: .seconds(528)))
        #expect(!c.isLate(at: .seconds(528)))
        #expect(c.isLate(at: .s(528.001)))
    }
}
