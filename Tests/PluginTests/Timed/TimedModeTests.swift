import EarshotCore
import EarshotPlugins
import Testing

@testable import Timed

@Suite("Timed mode, driven with durations")
struct TimedModeTests {
    @Test("The plugin registers the timed mode, timed, with the time said after each question at full verbosity")
    func registers() throws {
        let entry = try #require(try BuiltinPlugins.registry().mode("timed"))
        #expect(entry.plugin == "timed")
        #expect(entry.descriptor.timed)
        #expect(entry.descriptor.afterEachQuestion == "time")
        #expect(try BuiltinPlugins.registry().speechHooks["timed.hint"] == "plugin.timed.hint.spoken")
    }

    func started(scale: Double? = 1, count: Int = 3) -> (TimedMode, ModeOutput) {
        var mode = TimedMode(context: context(mode: "timed", count: count, scale: scale))
        let out = mode.start(at: .zero)
        return (mode, out)
    }

    @Test("An answer at once earns 1000 points")
    func answerAtZero() {
        var (mode, _) = started()
        let out = mode.handle(.answer("2"), at: .zero)
        #expect(out.judgement?.correct == true)
        #expect(out.judgement?.points == 1000)
        #expect(out.askedNumbers == [2])
    }

    @Test("An answer at half time earns 750 points")
    func answerAtHalf() {
        var (mode, _) = started()
        #expect(mode.handle(.answer("2"), at: .seconds(10)).judgement?.points == 750)
    }

    @Test("An answer at the deadline still counts, for 500 points; a moment later it is late")
    func answerAtDeadline() {
        var (mode, _) = started()
        let onTime = mode.handle(.answer("2"), at: .seconds(20))
        #expect(onTime.judgement?.points == 500)
        #expect(!onTime.timedUp)
        let late = mode.handle(.answer("4"), at: .s(40.001))  // question 2 was asked at 20 s
        #expect(late.judgement == nil)
        #expect(late.timedUp)
        #expect(late.customs["timed.late"] == "Your answer came after the time was up, so it did not count.")
        #expect(late.records.first?.status == .timedOut)
        #expect(late.askedNumbers == [3])
    }

    @Test("A wrong answer earns nothing and ends the streak")
    func wrongAnswer() {
        var (mode, _) = started(count: 4)
        #expect(mode.handle(.answer("2"), at: .zero).judgement?.points == 1000)
        #expect(mode.handle(.answer("4"), at: .zero).judgement?.points == 1100)
        let wrong = mode.handle(.answer("7"), at: .zero)
        #expect(wrong.judgement?.correct == false)
        #expect(wrong.judgement?.points == 0)
        #expect(mode.handle(.answer("8"), at: .zero).judgement?.points == 1000)
    }

    @Test("Right answers in a row earn a bonus of up to 500")
    func streakBonus() {
        var (mode, _) = started(count: 8)
        var points: [Int] = []
        for n in 1...8 { points.append(mode.handle(.answer(String(2 * n)), at: .zero).judgement?.points ?? -1) }
        #expect(points == [1000, 1100, 1200, 1300, 1400, 1500, 1500, 1500])
        #expect(mode.handle(.score, at: .zero).events.isEmpty)  // the game is over
    }

    @Test("Warnings come at 10 and 5 seconds left, then the time is up")
    func warningsAndTimeOut() {
        var (mode, start) = started()
        #expect(start.customs["timed.rules"]?.hasPrefix("You have 20 seconds for each question.") == true)
        #expect(start.wakeAt == .seconds(10))
        let early = mode.tick(at: .s(9.9))
        #expect(early.events.isEmpty)
        #expect(early.wakeAt == .seconds(10))
        let ten = mode.tick(at: .seconds(10))
        #expect(ten.warnings == [10])
        #expect(ten.customs["timed.hint"] != nil)
        #expect(ten.wakeAt == .seconds(15))
        let five = mode.tick(at: .seconds(15))
        #expect(five.warnings == [5])
        #expect(five.customs["timed.hint"] == nil)  // the hint is said once a game
        #expect(five.wakeAt == .seconds(20))
        let up = mode.tick(at: .seconds(20))
        #expect(up.timedUp)
        #expect(up.events.first == .timeUp(correctAnswer: "2", explanation: nil))
        #expect(up.records.map(\.status) == [.timedOut])
        #expect(up.records.first?.points == 0)
        #expect(up.askedNumbers == [2])
        #expect(up.wakeAt == .seconds(30))
        #expect(mode.tick(at: .seconds(30)).warnings == [10])
        #expect(mode.tick(at: .seconds(35)).customs["timed.hint"] == nil)
    }

    @Test("time says the time left")
    func timeLeft() {
        var (mode, _) = started()
        #expect(mode.handle(.time, at: .s(6.5)).timeLeftAnswers == [14])
        #expect(mode.handle(.time, at: .s(6.5)).wakeAt == .seconds(10))
    }

    @Test("pause stops the clock and resume starts it; paused time does not count")
    func pauseAndResume() {
        var (mode, _) = started()
        let paused = mode.handle(.pause, at: .seconds(4))
        #expect(paused.customs["timed.paused"] == "Paused, with 16 seconds left. Type resume when you are ready.")
        #expect(paused.wakeAt == nil)
        #expect(mode.tick(at: .seconds(300)).events.isEmpty)
        #expect(mode.handle(.time, at: .seconds(300)).customs["timed.paused"]?.contains("16 seconds left") == true)
        let refused = mode.handle(.answer("2"), at: .seconds(300))
        #expect(refused.judgement == nil)
        #expect(refused.customs["timed.paused"]?.contains("Type resume") == true)
        let resumed = mode.handle(.resume, at: .seconds(300))
        #expect(resumed.customs["timed.resumed"] == "Resumed: 16 seconds left.")
        #expect(resumed.wakeAt == .seconds(306))
        #expect(mode.handle(.answer("2"), at: .seconds(304)).judgement?.points == 800)  // 8 of 20 s used
    }

    @Test("more time adds 20 seconds, again and again, without raising the points")
    func moreTime() {
        var (mode, _) = started()
        #expect(mode.tick(at: .seconds(10)).warnings == [10])
        let more = mode.handle(.moreTime, at: .seconds(12))
        #expect(more.customs["timed.extended"] == "20 more seconds: 28 seconds left.")
        #expect(more.wakeAt == .seconds(30))  // the 10-second warning comes again
        #expect(mode.tick(at: .seconds(30)).warnings == [10])
        #expect(!mode.tick(at: .seconds(39)).timedUp)
        for _ in 1...12 { _ = mode.handle(.moreTime, at: .seconds(39)) }
        #expect(mode.extensions == 13)
        #expect(mode.handle(.time, at: .seconds(39)).timeLeftAnswers == [241])
        #expect(!mode.tick(at: .seconds(200)).timedUp)
        #expect(mode.handle(.answer("2"), at: .seconds(200)).judgement?.points == 500)
    }

    @Test("A scaled limit: 1.5 times as long is 30 seconds, and points scale with it")
    func scaled() {
        var (mode, start) = started(scale: 1.5)
        #expect(mode.limit == .seconds(30))
        #expect(start.customs["timed.rules"]?.contains("30 seconds for each question (your timing: 1.5 times as long)") == true)
        #expect(start.wakeAt == .seconds(20))
        #expect(mode.handle(.answer("2"), at: .seconds(15)).judgement?.points == 750)
        #expect(mode.tick(at: .seconds(35)).warnings == [10])
        #expect(mode.tick(at: .seconds(45)).timedUp)
        var (ten, _) = started(scale: 10)
        #expect(ten.limit == .seconds(200))
        #expect(ten.tick(at: .seconds(199)).timedUp == false)
    }

    @Test("Timing off: no clock, no warnings, no time out; speed earns nothing, and the rules do not say it does")
    func off() {
        var (mode, start) = started(scale: nil)
        #expect(mode.limit == nil)
        #expect(start.wakeAt == nil)
        let rules = start.customs["timed.rules"] ?? ""
        #expect(rules.hasPrefix("Time limits are off for you"))
        #expect(rules.contains("speed earns nothing"))
        #expect(!rules.contains("faster"), "\(rules)")
        #expect(mode.tick(at: .seconds(1000)).events.isEmpty)
        for action in [PlayerAction.time, .moreTime, .pause, .resume] {
            #expect(mode.handle(action, at: .seconds(1000)).customs["timed.off"]?.contains("no clock") == true)
        }
        let slow = mode.handle(.answer("2"), at: .seconds(1000)).judgement
        #expect(slow?.points == 1000)
        #expect(slow?.note == nil, "no words about speed")
        var (fresh, _) = started(scale: nil)
        #expect(fresh.handle(.answer("2"), at: .seconds(10)).judgement?.points == 1000)
    }

    @Test("skip and quit")
    func skipAndQuit() {
        var (mode, _) = started()
        let skipped = mode.handle(.skip, at: .seconds(3))
        #expect(skipped.records.map(\.status) == [.skipped])
        #expect(skipped.wakeAt == .seconds(13))
        let quit = mode.handle(.quit, at: .seconds(4))
        #expect(quit.finished)
        #expect(quit.wakeAt == nil)
        #expect(quit.records.map(\.status) == [.abandoned, .abandoned])
    }
}
