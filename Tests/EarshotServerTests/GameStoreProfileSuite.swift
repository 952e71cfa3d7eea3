import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Profiles, leaderboards and editing the bank: the same checks against every ``GameStore``.
@Suite("Store protocol: profiles and the bank, on SQLite and PostgreSQL", .serialized)
struct GameStoreProfileSuite {
    @Test(arguments: StoreKind.available)
    func profilesAndLeaderboards(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "ann").id
        let bob = try await store.player(named: "Bob").id
        let cy = try await store.player(named: "Cy").id
        try await completeGame(store, player: ann, mode: "classic", score: 5, day: "2026-11-23")
        try await completeGame(store, player: ann, mode: "daily", score: 7, day: "2026-11-24")
        try await completeGame(store, player: ann, mode: "classic", score: 2, day: "2026-11-30")
        try await completeGame(store, player: bob, mode: "classic", score: 12, day: "2026-11-23")
        try await completeGame(store, player: cy, mode: "daily", score: 12, day: "2026-11-25")
        #expect(try await store.totalPoints(playerID: ann) == 14)
        let bests = try await store.bestPerMode(playerID: ann)
        #expect(bests.map(\.mode) == ["classic", "daily"] && bests.map(\.best) == [5, 7])
        let recent = try await store.recentGames(playerID: ann, limit: 2)
        #expect(recent.count == 2 && recent.map(\.day) == ["2026-11-30", "2026-11-24"])
        #expect(recent.first?.score == 2 && recent.first?.outcome == "completed")
        let week = try await store.totals(playerID: ann, from: "2026-11-23", through: "2026-11-29")
        #expect(week == PeriodTotals(games: 2, points: 12, correct: 2, answered: 2, bestDaily: 7))

        let all = try await store.leaderboard(LeaderboardQuery(), playerID: ann, limit: 10)
        #expect(all.top.map(\.player) == ["ann", "Bob", "Cy"] && all.top.map(\.rank) == [1, 2, 2])
        let weekBoard = try await store.leaderboard(
            LeaderboardQuery(from: "2026-11-23", through: "2026-11-29", mode: "classic"), playerID: cy, limit: 1)
        #expect(weekBoard.top == [BoardEntry(rank: 1, player: "Bob", score: 12)])
        #expect(weekBoard.mine == BoardStanding(rank: nil, players: 2, best: nil))
        let friends = try await store.leaderboard(LeaderboardQuery(playerIDs: [bob, cy]), playerID: bob, limit: 10)
        #expect(friends.top.map(\.player) == ["Bob", "Cy"] && friends.mine.rank == 1)
        #expect(try await store.leaderboard(LeaderboardQuery(playerIDs: []), playerID: bob, limit: 10).top.isEmpty)
        try await store.setBanned(true, reason: nil, playerID: try #require(try await store.account(id: bob)).id)
        #expect(try await store.leaderboard(LeaderboardQuery(), playerID: ann, limit: 10).top.map(\.player) == ["ann", "Cy"])

        try await store.rename(playerID: ann, to: "Annie")
        #expect(try await store.account(named: "annie")?.id == ann)
        await #expect(throws: StoreError.self) { try await store.rename(playerID: ann, to: "CY") }
        #expect(try await store.playerNames() == ["Annie", "Bob", "Cy"])
    }

    @Test(arguments: StoreKind.available)
    func moderatorsEditTheBank(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        #expect(try await store.dailySubmissionLimit() == 10)
        try await store.setSetting(Store.dailySubmissionLimitKey, "3")
        #expect(try await store.dailySubmissionLimit() == 3)

        let found = try await store.searchQuestions(category: "geo", words: ["GEO", "?"], offset: 1, limit: 2)
        #expect(found.total == 6 && found.items.map(\.question.text) == ["Geo 2?", "Geo 3?"])
        #expect(try await store.searchQuestions(category: nil, words: ["history", "3"], offset: 0, limit: 9).total == 1)
        #expect(try await store.searchQuestions(category: nil, words: [], offset: 0, limit: 1).total == 10)

        let art = try await store.addQuestion(question("Art 1?", "art"), packID: "community")
        #expect(try await store.draw(QuestionRequest(categoryID: "art", count: 3, seed: 1)).map(\.storeID) == [art])
        #expect(try await store.bankQuestion(art)?.packID == "community")
        try await store.updateQuestion(art, question("Art 1, edited?", "history", difficulty: .hard))
        #expect(try await store.draw(QuestionRequest(categoryID: "art", count: 3, seed: 1)).isEmpty)
        #expect(try await store.questions(in: "history").map(\.text).contains("Art 1, edited?"))
        #expect(try await store.categories().first { $0.category.id == "history" }?.byDifficulty == [.hard: 5])
        await #expect(throws: StoreError.self) { try await store.updateQuestion(art, question("History 1?", "history", difficulty: .hard)) }

        let author = try await store.player(named: "Ann").id
        let id = try await store.submit(question("Sea?"), authorID: author, day: "2026-11-23")
        try await store.decide(id, state: .changes, reason: "Say which sea", reviewerID: author)
        try await store.resubmit(id, question("Which sea is saltiest?"))
        let again = try await store.submission(id)
        #expect(again?.state == .pending && again?.reason == nil && again?.question.text == "Which sea is saltiest?")
    }
}
