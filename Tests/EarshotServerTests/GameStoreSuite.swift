import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// The same checks against every ``GameStore``: what the session and the game runner rely on.
@Suite("Store protocol, on SQLite and PostgreSQL", .serialized)
struct GameStoreSuite {
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func postgresIsThere() async throws {
        #expect(try await TemporaryPostgres.sharedServer().folder.path.hasPrefix("/tmp/"))
    }

    /// The PostgreSQL migrations carry the SQLite ones' names, and opening the same database
    /// again (a second server starting) changes nothing.
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func postgresMigrationsMatchSQLitesAndRunOnce() async throws {
        let url = try await TemporaryPostgres.sharedServer().newDatabase()
        let first = try await PostgresStore(url: url)
        _ = try await first.player(named: "Ann")
        async let a = PostgresStore(url: url)
        async let b = PostgresStore(url: url)
        let (second, third) = try await (a, b)
        // Every SQLite migration has its PostgreSQL twin, under the same name.
        let postgres = try await second.appliedMigrations()
        #expect(postgres == (try Store().appliedMigrations()))
        #expect(postgres.contains("v2-question-counts-and-ordinals") && postgres.contains("v2-accounts"))
        #expect(try await third.playerNames() == ["Ann"])
        first.close()
        second.close()
        third.close()
    }

    @Test(arguments: StoreKind.available)
    func playersAreOnePerNameInAnyCase(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let a = try await store.player(named: "Sam")
        let b = try await store.player(named: "  sAM ")
        #expect(a.id != nil && a.id == b.id)
        #expect(b.name == "Sam")
        _ = try await store.player(named: "ann")
        _ = try await store.player(named: "Zoe")
        #expect(try await store.playerNames() == ["ann", "Sam", "Zoe"])
        await #expect(throws: StoreError.self) { try await store.player(named: "  ") }
        var settings = PlayerSettings()
        settings.speech.rate = 300
        settings.timeScale = nil
        try await store.save(settings, for: a.id)
        let again = try await store.player(named: "sam").settings
        #expect(again.speech.rate == 300 && again.timeScale == nil)
    }

    @Test(arguments: StoreKind.available)
    func packsInstallOnceAndRetireWhatLeft(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let qs = (1...5).map { question("Q \($0)?") }
        let cats = [Category(id: "geo", name: "Geography")]
        let first = try await store.install(pack("geo", qs, categories: cats))
        #expect(first.added == 5 && first.changed)
        #expect(try await store.packHash("geo") == pack("geo", qs, categories: cats).contentHash)
        let again = try await store.install(pack("geo", qs, categories: cats))
        #expect(!again.changed && again.added == 0)
        let smaller = try await store.install(pack("geo", Array(qs.prefix(3)) + [question("New?")], categories: cats))
        #expect(smaller.added == 1 && smaller.retired == 2)
        #expect(try await store.questions(in: "geo").map(\.text) == ["Q 1?", "Q 2?", "Q 3?", "New?"])
        let back = try await store.install(pack("geo", qs, categories: cats))
        #expect(back.added == 2 && back.retired == 1)
        #expect(try await store.categories().map(\.total) == [5])
        #expect(try await store.packHash("nothing") == nil)
    }

    @Test(arguments: StoreKind.available)
    func importsAddOnlyNewQuestions(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let result = try await store.add(
            [question("Geo 1?"), question("Art 1?", "art"), question("Art 1?", "art")],
            categories: [Category(id: "art", name: "Art")], source: "import:test")
        #expect(result.added == 1 && result.duplicates == 2)
        let categories = try await store.categories()
        #expect(categories.map(\.category.name) == ["Art", "Geography", "History"])
        #expect(categories.map(\.total) == [1, 6, 4])
        #expect(categories[2].byDifficulty == [.hard: 4])
        #expect(categories[2].category.description == "The past")
        #expect(try await store.questions(in: nil).count == 11)
    }

    @Test(arguments: StoreKind.available)
    func drawingIsSeededAndKeepsToTheRequest(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let one = try await store.draw(QuestionRequest(categoryID: "geo", count: 4, seed: 42))
        let same = try await store.draw(QuestionRequest(categoryID: "geo", count: 4, seed: 42))
        #expect(one.count == 4 && one.map(\.text) == same.map(\.text))
        #expect(one.allSatisfy { $0.categoryID == "geo" && $0.storeID != nil })
        let trueFalse = try await store.draw(QuestionRequest(categoryID: "geo", count: 5, seed: 1, kinds: [.truefalse]))
        #expect(trueFalse.map(\.text) == ["Geo true?"])
        // Categories are picked by their counts first, so a draw over all may come up short.
        let all = try await store.draw(QuestionRequest(categoryID: nil, count: 8, seed: 7))
        #expect(!all.isEmpty && all.count <= 8 && Set(all.map(\.text)).count == all.count)
        #expect(Set(all.map(\.categoryID)).isSubset(of: ["geo", "history"]))
    }

    /// Both stores number the bank the same way (dense ordinals per category and kind, by id)
    /// and draw through them the same way, so the same bank and seed give the same questions
    /// in the same order in either store, also after questions are retired, brought back and
    /// approved from the queue.
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func bothStoresDrawTheSameQuestionsFromTheSameBank() async throws {
        let sqlite = try await StoreKind.sqlite.make()
        let postgres = try await StoreKind.postgres.make()
        func same(_ why: Comment) async throws {
            for seed: UInt64 in [1, 2, 99, 12345] {
                for (category, count) in [(String?.none, 6), ("geo", 3), ("history", 10), (nil, 50)] {
                    let request = QuestionRequest(categoryID: category, count: count, seed: seed)
                    let a = try await sqlite.draw(request).map(\.text)
                    #expect(!a.isEmpty && Set(a).count == a.count)
                    #expect(a == (try await postgres.draw(request).map(\.text)), why)
                }
            }
            #expect(try await sqlite.categories() == (try await postgres.categories()), why)
        }
        for store in [sqlite, postgres] { try await twoCategoryBank(store) }
        try await same("a new bank")
        let geo = [1, 3, 5].map { question("Geo \($0)?") }
        for store in [sqlite, postgres] {
            _ = try await store.install(pack("geo", geo, categories: [Category(id: "geo", name: "Geography")]))
            let h2 = try await store.questions(in: "history").first { $0.text == "History 2?" }!.storeID!
            #expect(try await store.retireQuestion(h2))
            #expect(try await !store.retireQuestion(h2))
        }
        try await same("after a pack lost questions and one was retired")
        for store in [sqlite, postgres] {
            _ = try await store.install(
                pack("geo", geo + [question("Geo 2?"), question("Geo 9?")], categories: [Category(id: "geo", name: "Geography")]))
            let author = try await store.player(named: "Ann").id
            let id = try await store.submit(question("Art 1?", "art"), authorID: author, day: "2026-11-23")
            _ = try await store.approve(id, reviewerID: author)
        }
        try await same("after questions came back and a submission was approved")
        for store in [sqlite, postgres] {
            let geo3 = try await store.questions(in: "geo").first { $0.text == "Geo 3?" }!.storeID!
            try await store.updateQuestion(geo3, question("Geo 3, now history?", "history", difficulty: .hard))
            let h1 = try await store.questions(in: "history").first { $0.text == "History 1?" }!.storeID!
            try await store.updateQuestion(h1, question("History 1, reworded?", "history", difficulty: .hard))
            _ = try await store.addQuestion(question("Art 2?", "art"), packID: "community")
        }
        try await same("after questions were edited, moved and added")
    }

    @Test(arguments: StoreKind.available)
    func gamesAnswersStandingsAndStats(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "Ann").id
        let bob = try await store.player(named: "Bob").id
        let qs = try await store.draw(QuestionRequest(categoryID: "geo", count: 3, seed: 3))
        func play(_ player: Int64, score: Int, outcome: GameOutcome, day: String, timing: String? = nil) async throws -> Int64 {
            let setup = GameSetup(modeID: "classic", categoryID: "geo", count: 3, seed: UInt64.max, date: day)
            let game = try await store.beginGame(playerID: player, setup: setup, total: 3, timing: timing)
            for (i, q) in qs.enumerated() {
                try await store.record(
                    AnswerRecord(
                        position: i + 1, questionStoreID: q.storeID, given: i == 0 ? nil : "A", correct: i > 0,
                        points: i == 0 ? 0 : i == 1 ? score - 1 : 1, status: i == 0 ? .skipped : .answered, seconds: 1.5),
                    gameID: game)
            }
            try await store.finishGame(
                game, outcome: outcome, status: ScoreStatus(score: score, correct: 2, answered: 3, total: 3), seconds: 9)
            return game
        }
        _ = try await play(ann, score: 2, outcome: .completed, day: "2026-11-20", timing: "standard")
        _ = try await play(ann, score: 3, outcome: .abandoned, day: "2026-11-21")
        _ = try await play(bob, score: 5, outcome: .completed, day: "2026-11-21", timing: "standard")
        let setup = GameSetup(modeID: "classic", categoryID: "geo", count: 3, seed: 1, date: "2026-11-22")
        _ = try await store.beginGame(playerID: bob, setup: setup, total: 3, timing: nil)

        let standing = try await store.standing(playerID: ann, mode: "classic", categoryID: "geo", day: nil)
        #expect(standing == Standing(best: 2, rank: 2, players: 2))
        #expect(try await store.standing(playerID: ann, mode: "classic", categoryID: "geo", day: "2026-11-21").best == nil)
        #expect(try await store.standing(playerID: bob, mode: "classic", categoryID: nil, day: nil).players == 0)

        let stats = try await store.stats(playerID: ann)
        #expect(stats.games == 2 && stats.completed == 1 && stats.correct == 4 && stats.answered == 6)
        #expect(stats.lines.map(\.categoryName) == ["Geography"])
        #expect(stats.lines.first?.best == 2)
        #expect(try await store.daysPlayed(playerID: ann) == ["2026-11-20"])
        #expect(try await store.gamesStarted(playerID: bob, mode: "classic", day: "2026-11-22") == 1)
        #expect(try await store.gamesStarted(playerID: ann, mode: "classic", from: "2026-11-01", through: "2026-11-30") == 2)
        #expect(try await store.timingBests(playerID: bob).map(\.best) == [5])
        #expect(try await store.timingBests(playerID: bob).first?.timing == "standard")
    }

    @Test(arguments: StoreKind.available)
    func boardsRankTiesTogether(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        var ids: [String: Int64] = [:]
        for (name, score) in [("Cy", 4), ("ann", 7), ("Bea", 7), ("Dee", 1)] {
            let id = try await store.player(named: name).id
            ids[name] = id
            let setup = GameSetup(modeID: "daily", categoryID: nil, count: 1, seed: 5, date: "2026-11-23")
            let game = try await store.beginGame(playerID: id, setup: setup, total: 1, timing: nil)
            // A score is the sum of its answers (the SQLite store adds them up itself).
            let q = try await store.draw(QuestionRequest(categoryID: nil, count: 1, seed: 5))
            try await store.record(
                AnswerRecord(
                    position: 1, questionStoreID: q.first?.storeID, given: "A", correct: true, points: score,
                    status: .answered, seconds: 1),
                gameID: game)
            try await store.finishGame(
                game, outcome: .completed, status: ScoreStatus(score: score, correct: 1, answered: 1, total: 1), seconds: 3)
        }
        let board = try await store.board(mode: "daily", day: "2026-11-23", limit: 3)
        #expect(board.map(\.player) == ["ann", "Bea", "Cy"], "ties by name, without regard to case")
        #expect(board.map(\.rank) == [1, 1, 3])
        let week = try await store.board(mode: "daily", from: "2026-11-23", through: "2026-11-29", limit: 10)
        #expect(week.map(\.score) == [7, 7, 4, 1])
        let dee = try await store.standing(playerID: ids["Dee"]!, mode: "daily", from: "2026-11-23", through: "2026-11-29")
        #expect(dee == BoardStanding(rank: 4, players: 4, best: 1))
        #expect(try await store.board(mode: "daily", day: "2026-11-24", limit: 10).isEmpty)
        // Players with the same best share a rank; one with no game has a count but no rank.
        let bea = try await store.standing(playerID: ids["Bea"]!, mode: "daily", from: "2026-11-23", through: "2026-11-29")
        #expect(bea == BoardStanding(rank: 1, players: 4, best: 7))
        #expect(try await store.standing(playerID: ids["Cy"]!, mode: "daily", categoryID: nil, day: "2026-11-23").rank == 3)
        let newcomer = try await store.player(named: "Eve").id
        #expect(
            try await store.standing(playerID: newcomer, mode: "daily", categoryID: nil, day: nil)
                == Standing(best: nil, rank: nil, players: 4))
        // A banned player leaves the standings: Cy moves up past the two who tied.
        try await store.setBanned(true, reason: "test", playerID: ids["ann"]!)
        try await store.setBanned(true, reason: "test", playerID: ids["Bea"]!)
        #expect(
            try await store.standing(playerID: ids["Cy"]!, mode: "daily", categoryID: nil, day: nil)
                == Standing(best: 4, rank: 1, players: 2))
        let cy = try await store.standing(playerID: ids["Cy"]!, mode: "daily", from: "2026-11-23", through: "2026-11-29")
        #expect(cy == BoardStanding(rank: 1, players: 2, best: 4))
    }
}

/// What a category holds of each kind, on both stores, so that a mode is offered only the
/// categories it can play (issue 25: a list game was offered categories without lists).
@Suite("Store protocol: a category's kinds, on SQLite and PostgreSQL")
struct GameStoreKindsSuite {
    @Test(arguments: StoreKind.available)
    func aCategoryCountsItsQuestionsByKind(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let geo = try #require(try await store.categories().first { $0.category.id == "geo" })
        #expect(geo.byKind == [.choice: 5, .truefalse: 1])
        #expect(geo.byDifficulty.values.reduce(0, +) == geo.total, "difficulties still add up with kinds apart")
        let history = try #require(try await store.categories().first { $0.category.id == "history" })
        #expect(history.byKind == [.choice: 4])
    }
}
