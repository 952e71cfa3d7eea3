import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Testing
import Weekly

func playWeekly(_ store: Store, _ player: String, _ date: String) async throws -> (ok: Bool, app: TestApp) {
    let t = try await TestApp(
        lines: Array(repeating: "skip", count: 20), registry: try BuiltinPlugins.registry(), store: store, player: player, today: date)
    let ok = await GamePlay(t.app).runScripted(mode: "weekly", category: nil, count: nil, seed: nil)
    return (ok, t)
}

func asked(_ t: TestApp) -> [AskedQuestion] {
    t.events.gameEvents.compactMap { if case .asked(let a) = $0 { a } else { nil } }
}

@Suite("Weekly challenge")
struct WeeklyTests {
    @Test func theSameTwentyQuestionsForEveryoneAllWeek() async throws {
        let store = try await bankStore()
        let ann = try await playWeekly(store, "Ann", "2026-11-23")
        let bob = try await playWeekly(store, "Bob", "2026-11-29")
        #expect(ann.ok && bob.ok)
        #expect(asked(ann.app).count == WeeklyMode.questionCount)
        #expect(asked(ann.app) == asked(bob.app), "Monday and Sunday of one ISO week")
        #expect(Set(asked(ann.app).map(\.categoryName)).count > 1)
        let next = try await playWeekly(store, "Cy", "2026-11-30")
        #expect(asked(next.app) != asked(ann.app), "a new week, a new challenge")
        #expect(ann.app.output.text.contains("The weekly challenge for the week of 2026-11-23 to 2026-11-29: 20 questions"))
    }

    @Test func oneAttemptAWeekAndItsOwnBoard() async throws {
        let store = try await bankStore()
        let first = try await playWeekly(store, "Ann", "2026-11-24")
        #expect(first.app.output.text.contains("On this week's challenge board: rank 1 of 1 player."))
        let again = try await playWeekly(store, "Ann", "2026-11-27")
        #expect(!again.ok)
        #expect(again.app.output.text.contains("You have already taken this week's challenge, the week of 2026-11-23 to 2026-11-29."))
        #expect(again.app.output.text.contains("A new one opens on Monday, 2026-11-30."))
        let nextWeek = try await playWeekly(store, "Ann", "2026-11-30")
        #expect(nextWeek.ok)
    }

    @Test func leavingEarlySaysTheWeeksOneAttemptIsUsedUp() async throws {
        let store = try await bankStore()
        let t = try await TestApp(
            lines: ["skip", "quit", "yes"], registry: try BuiltinPlugins.registry(), store: store, player: "Ann", today: "2026-11-25")
        _ = await GamePlay(t.app).runScripted(mode: "weekly", category: nil, count: nil, seed: nil)
        #expect(
            t.output.text.contains(
                "You left this week's challenge early. That was your one attempt this week, so you are not on its board. A new one opens on Monday, 2026-11-30."
            ), "\(t.output.text)")
        let again = try await playWeekly(store, "Ann", "2026-11-26")
        #expect(!again.ok, "the attempt is used up")
    }

    @Test func boardWeeklyWeeklyIsTheChallengesOwnBoard() async throws {
        let store = try await bankStore()
        _ = try await playWeekly(store, "Ann", "2026-11-24")
        let bob = try await TestApp(
            lines: Array(repeating: "1", count: 10), registry: try BuiltinPlugins.registry(), store: store, player: "Bob",
            today: "2026-11-24")
        _ = await GamePlay(bob.app).runScripted(mode: "classic", category: nil, count: nil, seed: 3)
        let t = try await TestApp(
            lines: ["board weekly weekly", "board weekly"], registry: try BuiltinPlugins.registry(), store: store, player: "Ann",
            today: "2026-11-25")
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(
            text.contains("The board this week in weekly challenge: 1 player.\n  1. Ann"), "the second weekly names the mode: \(text)")
        #expect(text.contains("The board this week: 2 players."), "one weekly is the period, over every mode")
        #expect(!text.contains("\"weekly\" is not a period"))
    }
}
