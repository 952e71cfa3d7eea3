import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Accounts, roles, follows, moderation and crash recovery: the same checks against every
/// ``GameStore`` (SQLite always, PostgreSQL on the test run's private server).
@Suite("Store protocol: the community, on SQLite and PostgreSQL", .serialized)
struct GameStoreCommunitySuite {
    @Test(arguments: StoreKind.available)
    func accountsRegisterOnceWithTheFirstAsAdmin(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let local = try await store.player(named: "Local")
        #expect(try await store.account(id: local.id)?.registered == false)
        let ann = try await store.register(name: "Ann", passwordHash: "$argon2id$fake-ann")
        #expect(ann.role == .admin && ann.registered && ann.hasPassword && !ann.banned && ann.failedLogins == 0)
        let bob = try await store.register(name: "Bob", passwordHash: nil)
        #expect(bob.role == .player && !bob.hasPassword)
        await #expect(throws: StoreError.self) { try await store.register(name: "aNN", passwordHash: nil) }
        #expect(try await store.account(named: " ann ")?.id == ann.id)
        #expect(try await store.account(named: "Nobody") == nil)
        #expect(try await store.player(id: bob.id)?.name == "Bob")
        #expect(try await store.player(id: 9999) == nil)
        #expect(try await store.passwordHash(playerID: ann.id) == "$argon2id$fake-ann")
        #expect(try await store.passwordHash(playerID: bob.id) == nil)
        #expect(try await store.recordFailedLogin(playerID: ann.id) == 1)
        #expect(try await store.recordFailedLogin(playerID: ann.id) == 2)
        #expect(try await store.account(id: ann.id)?.failedLogins == 2)
        try await store.clearFailedLogins(playerID: ann.id)
        #expect(try await store.account(id: ann.id)?.failedLogins == 0)
        _ = try await store.recordFailedLogin(playerID: bob.id)
        try await store.setPasswordHash("$argon2id$fake-bob", playerID: bob.id)
        let bobAgain = try await store.account(id: bob.id)
        #expect(bobAgain?.hasPassword == true && bobAgain?.failedLogins == 0)
        #expect(try await store.adminCount() == 1)
    }

    @Test(arguments: StoreKind.available)
    func rolesBansAndSettings(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.register(name: "ann", passwordHash: nil)
        let bob = try await store.register(name: "Bob", passwordHash: nil)
        let cy = try await store.register(name: "Cy", passwordHash: nil)
        try await store.setRole(.moderator, playerID: bob.id)
        #expect(try await store.account(id: bob.id)?.role == .moderator)
        for (id, score) in [(ann.id, 3), (bob.id, 9), (cy.id, 5)] {
            try await completeGame(store, player: id, mode: "weekly", score: score, day: "2026-11-23")
        }
        #expect(
            try await store.board(mode: "weekly", from: "2026-11-23", through: "2026-11-29", limit: 10).map(\.player)
                == ["Bob", "Cy", "ann"])
        try await store.setBanned(true, reason: "Spam", playerID: bob.id)
        let banned = try await store.account(id: bob.id)
        #expect(banned?.banned == true && banned?.banReason == "Spam")
        #expect(
            try await store.board(mode: "weekly", from: "2026-11-23", through: "2026-11-29", limit: 10).map(\.player)
                == ["Cy", "ann"], "a banned player leaves the boards")
        #expect(try await store.board(mode: "weekly", day: "2026-11-23", limit: 10).map(\.player) == ["Cy", "ann"])
        #expect(
            try await store.standing(playerID: ann.id, mode: "weekly", from: "2026-11-23", through: "2026-11-29")
                == BoardStanding(rank: 2, players: 2, best: 3))
        try await store.setBanned(false, reason: "ignored", playerID: bob.id)
        #expect(try await store.account(id: bob.id)?.banReason == nil)
        let users = try await store.users()
        #expect(users.map(\.account.name) == ["ann", "Bob", "Cy"])
        #expect(users.map(\.lastGameDay) == ["2026-11-23", "2026-11-23", "2026-11-23"])
        #expect(users.map(\.account.role) == [.admin, .moderator, .player])
        try await store.setRole(.admin, playerID: cy.id)
        #expect(try await store.adminCount() == 2)
        #expect(try await store.setting("submissions.perDay") == nil)
        try await store.setSetting("submissions.perDay", "3")
        try await store.setSetting("submissions.perDay", "4")
        #expect(try await store.setting("submissions.perDay") == "4")
    }

    @Test(arguments: StoreKind.available)
    func followsGoOneWayOnce(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await store.player(named: "ann").id
        let bob = try await store.player(named: "Bob").id
        let cy = try await store.player(named: "Cy").id
        #expect(try await store.follow(ann, bob))
        #expect(try await !store.follow(ann, bob))
        #expect(try await store.follow(cy, bob))
        #expect(try await store.follow(ann, cy))
        #expect(try await store.followers(of: bob) == ["ann", "Cy"])
        #expect(try await store.following(of: ann) == ["Bob", "Cy"])
        #expect(Set(try await store.followingIDs(of: ann)) == [bob, cy])
        #expect(try await store.following(of: bob).isEmpty)
        #expect(try await store.unfollow(ann, bob))
        #expect(try await !store.unfollow(ann, bob))
        #expect(try await store.followers(of: bob) == ["Cy"])
    }

    @Test(arguments: StoreKind.available)
    func submissionsQueueAndEnterTheBank(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let author = try await store.register(name: "Ann", passwordHash: nil).id
        let moderator = try await store.register(name: "Mo", passwordHash: nil).id
        let first = try await store.submit(question("Art 1?", "art"), authorID: author, day: "2026-11-23")
        let second = try await store.submit(question("Art 2?", "art"), authorID: author, day: "2026-11-23")
        let third = try await store.submit(question("Geo 77?"), authorID: author, day: "2026-11-24")
        #expect(try await store.submissionCount(authorID: author, day: "2026-11-23") == 2)
        let queue = try await store.queue(offset: 0, limit: 2)
        #expect(queue.total == 3 && queue.items.map(\.id) == [first, second])
        #expect(queue.items.first?.authorName == "Ann" && queue.items.first?.question.text == "Art 1?")
        let questionID = try await store.approve(first, reviewerID: moderator)
        let approved = try await store.submission(first)
        #expect(approved?.state == .approved && approved?.questionID == questionID)
        await #expect(throws: StoreError.self) { try await store.approve(first, reviewerID: moderator) }
        await #expect(throws: StoreError.self) { try await store.approve(9999, reviewerID: moderator) }
        try await store.decide(second, state: .rejected, reason: "Unclear", reviewerID: moderator)
        try await store.decide(third, state: .changes, reason: "Add a source", reviewerID: moderator)
        await #expect(throws: StoreError.self) {
            try await store.decide(second, state: .rejected, reason: "Again", reviewerID: moderator)
        }
        #expect(try await store.submission(second)?.reason == "Unclear")
        #expect(try await store.queue(offset: 0, limit: 10).total == 0)
        #expect(try await store.submissions(authorID: author).map(\.state) == [.changes, .rejected, .approved])
        // Approved, it is in the bank at once: listed, counted and drawn.
        let art = try await store.draw(QuestionRequest(categoryID: "art", count: 5, seed: 1))
        #expect(art.map(\.text) == ["Art 1?"] && art.first?.storeID == questionID)
        #expect(try await store.categories().map(\.category.name) == ["Art", "Geography", "History"])
        #expect(try await store.bankQuestion(questionID)?.packID == "community")
    }

    @Test(arguments: StoreKind.available)
    func retiredQuestionsAreNeverDrawnAgain(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let history = try await store.questions(in: "history")
        for q in history.prefix(3) { #expect(try await store.retireQuestion(q.storeID!)) }
        await #expect(throws: StoreError.self) { try await store.retireQuestion(99999) }
        for seed: UInt64 in 1...20 {
            let drawn = try await store.draw(QuestionRequest(categoryID: "history", count: 4, seed: seed))
            #expect(drawn.map(\.text) == [history[3].text])
        }
        #expect(try await store.bankQuestion(history[0].storeID!)?.retired == true)
        #expect(try await store.categories().first { $0.category.id == "history" }?.total == 1)
    }

    /// A crash leaves games playing: closing them keeps their answers, gives no points, and
    /// gives back the day's try only when nothing was answered.
    @Test(arguments: StoreKind.available)
    func interruptedGamesCloseAndGiveBackAnUnplayedDaily(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "Ann").id
        let bob = try await store.player(named: "Bob").id
        let setup = GameSetup(modeID: "daily", categoryID: nil, count: 3, seed: 9, date: "2026-11-23")
        let untouched = try await store.beginGame(playerID: ann, setup: setup, total: 3, timing: nil)
        let answered = try await store.beginGame(playerID: bob, setup: setup, total: 3, timing: nil)
        let q = try await store.draw(QuestionRequest(categoryID: "geo", count: 1, seed: 9)).first
        try await store.record(
            AnswerRecord(position: 1, questionStoreID: q?.storeID, given: "A", correct: true, points: 10, status: .answered, seconds: 1),
            gameID: answered)
        #expect(untouched != answered)
        #expect(try await store.closeInterruptedGames() == 2)
        #expect(try await store.closeInterruptedGames() == 0)
        #expect(try await store.gamesStarted(playerID: ann, mode: "daily", day: "2026-11-23") == 0)
        #expect(try await store.gamesStarted(playerID: bob, mode: "daily", day: "2026-11-23") == 1)
        let stats = try await store.stats(playerID: bob)
        #expect(stats.games == 1 && stats.completed == 0 && stats.correct == 1 && stats.answered == 1)
        #expect(try await store.board(mode: "daily", day: "2026-11-23", limit: 10).isEmpty)
    }

    /// A game's score is the sum of its stored answers, whatever the caller claims.
    @Test(arguments: StoreKind.available)
    func aScoreIsTheSumOfItsAnswers(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "Ann").id
        try await completeGame(store, player: ann, mode: "classic", score: 4, day: "2026-11-23", claimed: 1000)
        #expect(try await store.board(mode: "classic", day: "2026-11-23", limit: 1).first?.score == 4)
    }
}

/// Plays one completed one-question game whose answer is worth `score`; the caller may claim
/// another score to the store.
func completeGame(
    _ store: any GameStore, player: Int64, mode: String, score: Int, day: String, claimed: Int? = nil
) async throws {
    let setup = GameSetup(modeID: mode, categoryID: nil, count: 1, seed: 5, date: day)
    let game = try await store.beginGame(playerID: player, setup: setup, total: 1, timing: nil)
    let q = try await store.draw(QuestionRequest(categoryID: nil, count: 1, seed: 5))
    try await store.record(
        AnswerRecord(
            position: 1, questionStoreID: q.first?.storeID, given: "A", correct: true, points: score, status: .answered, seconds: 1),
        gameID: game)
    try await store.finishGame(
        game, outcome: .completed, status: ScoreStatus(score: claimed ?? score, correct: 1, answered: 1, total: 1), seconds: 3)
}
