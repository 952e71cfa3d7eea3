import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// What a player hears about their submissions, their data export and the deletion of their
/// account: the same checks against every ``GameStore``, and one export compared across both.
@Suite("Store protocol: notices and your data, on SQLite and PostgreSQL", .serialized)
struct GameStoreYourDataSuite {
    /// Each decision is told once, oldest first, with its category's name (or its id when the
    /// bank has no such category) and the reason; pending questions say nothing.
    @Test(arguments: StoreKind.available)
    func noticesAreToldOnceWithCategoryAndReason(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.register(name: "Ann", passwordHash: nil).id
        let mo = try await store.register(name: "Mo", passwordHash: nil).id
        let long = "Which river flows through the most capital cities of Europe?"
        let approved = try await store.submit(question(long), authorID: ann, day: "2026-11-23")
        let rejected = try await store.submit(question("Odd one?", "nowhere"), authorID: ann, day: "2026-11-23")
        let changes = try await store.submit(question("History 77?", "history"), authorID: ann, day: "2026-11-23")
        _ = try await store.submit(question("Still waiting?"), authorID: ann, day: "2026-11-23")
        #expect(try await store.takeNotices(authorID: ann).isEmpty, "nothing decided yet")
        _ = try await store.approve(approved, reviewerID: mo)
        try await store.decide(rejected, state: .rejected, reason: "Unclear", reviewerID: mo)
        try await store.decide(changes, state: .changes, reason: "Add a date", reviewerID: mo)
        let notices = try await store.takeNotices(authorID: ann)
        #expect(notices.map(\.submissionID) == [approved, rejected, changes])
        #expect(notices.map(\.state) == [.approved, .rejected, .changes])
        #expect(notices.map(\.categoryName) == ["Geography", "nowhere", "History"])
        #expect(notices.map(\.reason) == [nil, "Unclear", "Add a date"])
        #expect(notices.first?.questionText == long)
        #expect(notices.first?.shortText() == String(long.prefix(40)) + "…")
        #expect(notices.last?.shortText() == "History 77?")
        #expect(try await store.takeNotices(authorID: ann).isEmpty, "told once")
        #expect(try await store.takeNotices(authorID: mo).isEmpty, "only the author hears")
        // Sent again and decided again, it is told again.
        try await store.resubmit(changes, question("History 77, in 1815?", "history"))
        try await store.decide(changes, state: .rejected, reason: "Still no date", reviewerID: mo)
        let again = try await store.takeNotices(authorID: ann)
        #expect(again.map(\.submissionID) == [changes] && again.first?.reason == "Still no date")
        #expect(again.first?.questionText == "History 77, in 1815?")
        // Two sessions of the same author asking at once hear each notice once between them.
        let more = try await (1...6).asyncMap { try await store.submit(question("Race \($0)?"), authorID: ann, day: "2026-11-24") }
        for id in more { try await store.decide(id, state: .rejected, reason: "Race", reviewerID: mo) }
        async let one = store.takeNotices(authorID: ann)
        async let two = store.takeNotices(authorID: ann)
        let (x, y) = try await (one, two)
        #expect((x + y).map(\.submissionID).sorted() == more)
    }

    /// The export holds the profile, settings, games with their answers in order, submissions,
    /// reviews and follows, and never the password.
    @Test(arguments: StoreKind.available)
    func exportHoldsEverythingAboutThePlayer(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await yourDataScene(store)
        let export = try await store.export(playerID: ann)
        #expect(export.profile.name == "Ann" && export.profile.role == "admin" && export.profile.hasPassword)
        #expect(export.settings.timeScale == 2)
        #expect(export.games.map(\.game.mode) == ["classic", "daily", "classic"])
        #expect(export.games.map(\.game.outcome) == ["completed", "abandoned", "playing"])
        #expect(export.games.first?.answers.map(\.position) == [1, 2, 3])
        #expect(export.games.first?.answers.map(\.given) == [nil, "A", "A"])
        #expect(export.games.first?.answers.allSatisfy { $0.question != nil && $0.questionID != nil } == true)
        #expect(export.games.first?.timing == "standard")
        #expect(export.submissions.map(\.question.text) == ["Art 1?", "Art 2?"])
        #expect(export.submissions.map(\.state) == ["approved", "pending"])
        #expect(export.reviews.map(\.state) == ["approved", "rejected"] && export.reviews.last?.reason == "Too easy")
        #expect(export.following == ["al", "Bob"], "by name, without regard to case")
        #expect(export.followers == ["Bob"])
        let json = String(decoding: try JSONEncoder().encode(export), as: UTF8.self)
        #expect(!json.contains("argon2"), "no password hash")
        await #expect(throws: StoreError.self) { try await store.export(playerID: 99999) }
    }

    /// The same scene gives the same document in both stores (times aside: SQLite keeps
    /// milliseconds, PostgreSQL microseconds).
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func bothStoresExportTheSameDocument() async throws {
        let sqlite = try await StoreKind.sqlite.make()
        let postgres = try await StoreKind.postgres.make()
        let a = try await sqlite.export(playerID: try await yourDataScene(sqlite))
        let b = try await postgres.export(playerID: try await yourDataScene(postgres))
        #expect(!a.games.isEmpty && !a.submissions.isEmpty && !a.reviews.isEmpty)
        #expect(timeless(a) == timeless(b))
        #expect(abs(a.profile.createdAt.timeIntervalSince(b.profile.createdAt)) < 60)
    }

    /// Deleting a player removes their games, deck and follows; their questions stay, without
    /// an author; the name is free again.
    @Test(arguments: StoreKind.available)
    func deletingAnAccountKeepsItsQuestions(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await yourDataScene(store)
        let bob = try await store.account(named: "Bob")!.id
        let submitted = try await store.submissions(authorID: ann).map(\.id)
        #expect(try await StoredPluginData(store: store, plugin: "review", owner: .player(ann)).allEntries().count == 1)
        let removed = try await store.deleteAccount(playerID: ann)
        #expect(removed.games == 3 && removed.submissions == 2)
        #expect(try await store.account(id: ann) == nil)
        #expect(try await store.player(id: ann) == nil)
        #expect(try await store.followers(of: bob).isEmpty)
        #expect(try await store.following(of: bob).isEmpty)
        for id in submitted {
            let s = try await store.submission(id)
            #expect(s != nil && s?.authorID == nil)
        }
        #expect(try await store.stats(playerID: ann).games == 0)
        #expect(try await StoredPluginData(store: store, plugin: "review", owner: .player(ann)).allEntries().isEmpty)
        #expect(try await StoredPluginData(store: store, plugin: "review", owner: .shared).value(for: "kept") == "for everyone")
        #expect(try await store.board(mode: "classic", day: "2026-11-20", limit: 10).map(\.player) == ["Bob"])
        #expect(try await store.register(name: "ann", passwordHash: nil).name == "ann")
        let again = try await store.deleteAccount(playerID: bob)
        #expect(again.games == 1 && again.submissions == 1)
    }
}

/// Ann (admin, with a password and settings) plays three games, submits two questions,
/// reviews one of Bob's and follows Bob and al; Bob follows her and plays one game. Returns
/// Ann's id.
func yourDataScene(_ store: any GameStore) async throws -> Int64 {
    try await twoCategoryBank(store)
    let ann = try await store.register(name: "Ann", passwordHash: "$argon2id$fake-ann").id
    let bob = try await store.register(name: "Bob", passwordHash: nil).id
    let al = try await store.register(name: "al", passwordHash: nil).id
    var settings = PlayerSettings()
    settings.timeScale = 2
    try await store.save(settings, for: ann)
    let qs = try await store.draw(QuestionRequest(categoryID: "geo", count: 3, seed: 4))
    func game(_ player: Int64, _ mode: String, _ outcome: GameOutcome?, timing: String?) async throws {
        let setup = GameSetup(modeID: mode, categoryID: "geo", count: 3, seed: 4, date: "2026-11-20")
        let id = try await store.beginGame(playerID: player, setup: setup, total: 3, timing: timing)
        for (i, q) in qs.enumerated() {
            try await store.record(
                AnswerRecord(
                    position: i + 1, questionStoreID: q.storeID, given: i == 0 ? nil : "A", correct: i > 0, points: i,
                    status: i == 0 ? .skipped : .answered, seconds: 1.25),
                gameID: id)
            if i == 0, player == ann {
                let wrong = AnswerRecord(
                    position: 1, questionStoreID: q.storeID, given: "B", correct: false, points: 0, status: .answered, seconds: 1)
                try await StoredPluginData(store: store, plugin: "review", owner: .player(ann))
                    .set("{\"given\":\"\(wrong.given ?? "")\"}", for: "card/\(q.storeID!)")
                try await StoredPluginData(store: store, plugin: "review", owner: .shared).set("for everyone", for: "kept")
            }
        }
        guard let outcome else { return }
        try await store.finishGame(id, outcome: outcome, status: ScoreStatus(score: 3, correct: 2, answered: 3, total: 3), seconds: 8)
    }
    try await game(ann, "classic", .completed, timing: "standard")
    try await game(ann, "daily", .abandoned, timing: nil)
    try await game(ann, "classic", nil, timing: nil)
    try await game(bob, "classic", .completed, timing: nil)
    let first = try await store.submit(question("Art 1?", "art"), authorID: ann, day: "2026-11-20")
    _ = try await store.submit(question("Art 2?", "art"), authorID: ann, day: "2026-11-20")
    let bobs = try await store.submit(question("Bob's?", "geo"), authorID: bob, day: "2026-11-20")
    _ = try await store.approve(first, reviewerID: ann)
    try await store.decide(bobs, state: .rejected, reason: "Too easy", reviewerID: ann)
    for (follower, followed) in [(ann, bob), (ann, al), (bob, ann)] { #expect(try await store.follow(follower, followed)) }
    return ann
}

/// The export with every time set to one value, to compare two stores' documents.
func timeless(_ export: PlayerExport) -> PlayerExport {
    let zero = Date(timeIntervalSince1970: 0)
    var e = export
    e.exportedAt = zero
    e.profile.createdAt = zero
    for i in e.games.indices { e.games[i].startedAt = zero }
    for i in e.submissions.indices { e.submissions[i].submittedAt = zero }
    for i in e.reviews.indices { e.reviews[i].reviewedAt = e.reviews[i].reviewedAt.map { _ in zero } }
    return e
}

fileprivate extension Sequence {
    /// `map` with an `async` transform, one element after another.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}
