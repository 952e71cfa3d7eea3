// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Records a completed game of `score` points for `playerID`.
func completedGame(
    _ store: Store, _ playerID: Int64, score: Int, mode: String = "classic", category: String? = "science",
    day: String = "2026-11-23", correct: Int = 1, total: Int = 2
) async throws {
    let g = try await store.beginGame(
        playerID: playerID, setup: GameSetup(modeID: mode, categoryID: category, count: total, seed: 1, date: day), total: total)
    for i in 0..<total {
        try await store.record(
            AnswerRecord(
                position: i + 1, questionStoreID: nil, given: "x", correct: i < correct, points: i == 0 ? score : 0,
                status: .answered, seconds: 1),
            gameID: g)
    }
    try await store.finishGame(
        g, outcome: .completed, status: ScoreStatus(score: score, correct: correct, answered: total, total: total), seconds: 5)
}

@Suite("Social and boards")
struct SocialTests {
    @Test func followUnfollowFollowersAndFollowing() async throws {
        let store = try await communityStore()
        let t = try await session(
            store,
            loginLines("Pat") + [
                "follow Ada", "follow ada", "follow Pat", "follow Nobody", "follow Mo", "following", "unfollow Mo", "unfollow Mo",
            ]
        )
        #expect(t.output.text.contains("You follow Ada now."))
        #expect(t.output.text.contains("You already follow Ada."))
        #expect(t.output.text.contains("You cannot follow yourself."))
        #expect(t.output.text.contains("There is no player called Nobody."))
        #expect(t.output.text.contains("You follow 2:\n  Ada\n  Mo"))
        #expect(t.output.text.contains("You no longer follow Mo."))
        #expect(t.output.text.contains("You do not follow Mo."))
        #expect(try await store.following(of: try accountID(store, "Pat")) == ["Ada"])
        let ada = try await session(store, loginLines("Ada") + ["followers"])
        #expect(ada.output.text.contains("1 player follows you:\n  Pat"))
    }

    @Test func profileShowsLevelPointsStreaksBestsFollowsAndLastGames() async throws {
        let store = try await communityStore()
        let pat = try await accountID(store, "Pat")
        for (i, score) in [100, 250, 50, 300, 0, 120].enumerated() {
            try await completedGame(store, pat, score: score, mode: i % 2 == 0 ? "classic" : "daily", day: "2026-11-\(18 + i)")
        }
        try await store.follow(try accountID(store, "Ada"), pat)
        let t = try await session(store, loginLines("Ada") + ["profile Pat", "profile"])
        #expect(t.output.text.contains("Pat, player:"))
        #expect(t.output.text.contains("Level 9, 820 points in all."))
        #expect(t.output.text.contains("6 games, 50 percent of answers right."))
        #expect(t.output.text.contains("Streak: 6 days now, longest 6."))
        #expect(t.output.text.contains("Best in Classic: 100 points."))
        #expect(t.output.text.contains("Best in Daily: 300 points."))
        #expect(t.output.text.contains("1 follower, following 0."))
        #expect(t.output.text.contains("Last 5 games:\n  2026-11-23, Daily, Science: 120 points, 1 of 2 right."))
        #expect(!t.output.text.contains("2026-11-18, Classic"), "only the last five")
        #expect(t.output.text.contains("Ada, admin:\n  Level 1, 0 points in all.\n  No games yet."))
    }

    @Test func levelsSaysTheRuleAndHowFarTheNextLevelIs() async throws {
        let store = try await communityStore()
        let pat = try await accountID(store, "Pat")
        try await completedGame(store, pat, score: 799)
        let t = try await session(store, loginLines("Pat") + ["levels", "level"])
        #expect(t.output.text.contains("Levels go up every 100 points: level 1 from 0 points, level 2 from 100"))
        #expect(t.output.text.contains("You are at level 8. Total points: 799. 1 more point to level 9."), "\(t.output.text)")
        #expect(!t.output.text.contains("Unknown command"))
        try await completedGame(store, pat, score: 1)
        let later = try await session(store, loginLines("Pat") + ["levels"])
        #expect(later.output.text.contains("You are at level 9. Total points: 800. 100 more points to level 10."))
    }

    @Test func compareThisWeekSideBySide() async throws {
        let store = try await communityStore()
        try await completedGame(store, try accountID(store, "Pat"), score: 300, mode: "daily", day: "2026-11-23", correct: 2)
        try await completedGame(store, try accountID(store, "Pat"), score: 900, day: "2026-11-22")  // last week (Sunday)
        try await completedGame(store, try accountID(store, "Ada"), score: 200, day: "2026-11-24")
        let t = try await session(store, loginLines("Ada") + ["compare Pat"], today: "2026-11-25")
        #expect(t.output.text.contains("This week, 2026-11-23 to 2026-11-29: you and Pat."))
        #expect(t.output.text.contains("Games: you 1, Pat 1."))
        #expect(t.output.text.contains("Points: you 200, Pat 300."))
        #expect(t.output.text.contains("Accuracy: you 50 percent, Pat 100 percent."))
        #expect(t.output.text.contains("Best daily: you none, Pat 300."))
        #expect(t.output.text.contains("Pat leads by 100 points."))
    }

    @Test func boardsRankTiesAndAlwaysGiveYourOwnRank() async throws {
        let store = try await bankStore()
        let scores = [1200, 1000, 1000, 900, 800, 700, 600, 500, 400, 300, 200, 100]
        for (i, s) in scores.enumerated() {
            let p = try await store.register(name: "P\(i + 1 < 10 ? "0" : "")\(i + 1)", passwordHash: nil)
            try await completedGame(store, p.id, score: s)
        }
        let me = try await store.player(named: "Local")
        try await completedGame(store, me.id, score: 50)
        try await completedGame(store, me.id, score: 5000, day: "2026-11-01")  // another week
        let t = try await session(store, ["board", "board all", "board daily classic science", "board friends", "board nonsense"])
        #expect(t.output.text.contains("The board this week: 13 players."))
        #expect(t.output.text.contains("  1. P01, 1200 points.\n  2. P02, 1000 points.\n  2. P03, 1000 points.\n  4. P04, 900 points."))
        #expect(t.output.text.contains("10. P10, 300 points.\n  You: rank 13 of 13, 50 points."), "own rank outside the top ten")
        #expect(!t.output.text.contains("P11, 200 points."))
        #expect(t.output.text.contains("The board of all time: 13 players.\n  1. Local, 5050 points."))
        #expect(t.output.text.contains("The board today in classic Science: 13 players."))
        #expect(
            t.output.text.contains(
                "The board this week, you and the players you follow: 1 player.\n  1. Local, 50 points.\n  You: rank 1 of 1"))
        #expect(t.output.text.contains("\"nonsense\" is not a period, mode or category."))
    }

    @Test func theEndOfAGameNamesItsBoardAndALevelCrossed() async throws {
        let store = try await tinyStore()
        let local = try await store.player(named: "Local")
        try await completedGame(store, local.id, score: 90, category: "tiny", day: "2026-11-01")
        try await completedGame(store, try accountID(store, "Pat"), score: 900, category: "tiny")
        let t = try await TestApp(
            lines: ["true"], registry: try BuiltinPlugins.registry(), store: store, player: "Local", today: "2026-11-24")
        #expect(await GamePlay(t.app).runScripted(mode: "classic", category: "tiny", count: 1, seed: 1))
        #expect(t.output.text.contains("Rank 2 of 2 this week in classic Tiny."))
        #expect(t.output.text.contains("You reached level 2!"))
    }

    @Test func isoWeeksRunMondayToSunday() {
        let w = ISOWeek(containing: "2026-11-23")
        #expect(w?.first == "2026-11-23" && w?.last == "2026-11-29" && w?.id == "2026-W48")
        #expect(ISOWeek(containing: "2026-11-29") == w)
        #expect(ISOWeek(containing: "2026-11-22")?.id == "2026-W47")
        #expect(ISOWeek(containing: "2027-01-01")?.id == "2026-W53", "1 January 2027 is a Friday of 2026's last week")
        #expect(ISOWeek(containing: "2024-12-30")?.id == "2025-W01")
    }
}
