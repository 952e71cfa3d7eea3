import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Packs and imports of thousands of questions: the PostgreSQL store inserts them in batches
/// (`unnest` of arrays), and must count, retire, bring back and number them exactly as the
/// SQLite store does.
@Suite("Store protocol: big packs, on SQLite and PostgreSQL", .serialized)
struct GameStoreBulkSuite {
    @Test(arguments: StoreKind.available)
    func aBigPackInstallsCountsAndDraws(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let questions = generatedQuestions(3000)
        let categories = generatedCategories()
        let first = try await store.install(pack("big", questions + [questions[7]], categories: categories))
        #expect(first.added == 3000 && first.duplicates == 1 && first.retired == 0)
        let summaries = try await store.categories()
        #expect(summaries.map(\.total).reduce(0, +) == 3000)
        #expect(summaries.map(\.category.id) == ["art", "geo", "science"], "ordered by name")
        #expect(summaries.first { $0.category.id == "geo" }?.total == 1000)
        #expect(summaries.first { $0.category.id == "geo" }?.byDifficulty[.hard] == 333)
        // The list without counts, which names categories at each game's start, has the same ones.
        let list = try await store.categoryList()
        #expect(list.sorted { $0.id < $1.id } == summaries.map(\.category).sorted { $0.id < $1.id })
        let drawn = try await store.draw(QuestionRequest(categoryID: "science", count: 20, seed: 11))
        #expect(drawn.count == 20 && Set(drawn.map(\.text)).count == 20)
        #expect(drawn.allSatisfy { $0.categoryID == "science" && $0.storeID != nil })
        // The same pack again reads nothing; a new version retires what it lost and adds what is new.
        #expect(try await store.install(pack("big", questions + [questions[7]], categories: categories)).changed == false)
        let next = Array(questions.dropLast(30)) + generatedQuestions(50, from: 3000)
        let second = try await store.install(pack("big", next, categories: categories))
        #expect(second.added == 50 && second.retired == 30 && second.duplicates == 2970, "the questions kept are not new")
        #expect(try await store.categories().map(\.total).reduce(0, +) == 3020)
        // Brought back by the pack that retired them, they count again.
        let third = try await store.install(pack("big", questions, categories: categories))
        #expect(third.added == 30 && third.retired == 50)
        #expect(try await store.categories().map(\.total).reduce(0, +) == 3000)
        // An import adds only what is new, all at once.
        let imported = try await store.add(
            Array(questions.prefix(100)) + generatedQuestions(400, from: 5000), categories: categories, source: "import")
        #expect(imported.added == 400 && imported.duplicates == 100)
        #expect(try await store.questions(in: nil).count == 3400)
        let all = try await store.draw(QuestionRequest(categoryID: nil, count: 30, seed: 3))
        #expect(all.count == 30 && Set(all.compactMap(\.storeID)).count == 30)
    }

    /// Both stores give the questions of a big pack the same ids and draw numbers, so they draw
    /// the same questions from the same seed.
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func bothStoresDrawTheSameFromABigPack() async throws {
        let sqlite = try await StoreKind.sqlite.make()
        let postgres = try await StoreKind.postgres.make()
        let questions = generatedQuestions(2000)
        // Every seventh question leaves, scattered over every slice, then comes back.
        let fewer = questions.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
        func same(_ why: Comment) async throws {
            for seed: UInt64 in [1, 7, 4242] {
                for category in [String?.none, "geo", "art"] {
                    let request = QuestionRequest(categoryID: category, count: 25, seed: seed)
                    let a = try await sqlite.draw(request)
                    #expect(a.count == 25, why)
                    let b = try await postgres.draw(request)
                    #expect(a.map(\.text) == b.map(\.text), why)
                    #expect(a.map(\.storeID) == b.map(\.storeID), why)
                }
            }
            #expect(try await sqlite.categories() == (try await postgres.categories()), why)
        }
        for store in [sqlite, postgres] {
            _ = try await store.install(pack("big", questions, categories: generatedCategories()))
            #expect(try await store.install(pack("big", fewer, categories: generatedCategories())).retired == 286)
        }
        try await same("after a pack lost every seventh question")
        for store in [sqlite, postgres] {
            let back = try await store.install(pack("big", questions.reversed(), categories: generatedCategories()))
            #expect(back.added == 286)
            _ = try await store.add(generatedQuestions(300, from: 9000), categories: [], source: "import")
        }
        try await same("after they came back, in another order, and an import")
    }
}

/// Three categories, named so that their names sort differently from their ids.
func generatedCategories() -> [Category] {
    [
        Category(id: "geo", name: "Geography"), Category(id: "science", name: "Science and nature"),
        Category(id: "art", name: "Art", description: "Pictures"),
    ]
}

/// `count` distinct questions numbered from `start`, spread over the three categories, the
/// three difficulties and three kinds, some with an explanation or a tolerance.
func generatedQuestions(_ count: Int, from start: Int = 0) -> [Question] {
    (start..<start + count).map { n in
        let category = ["geo", "science", "art"][n % 3]
        let difficulty: Difficulty = [.easy, .medium, .hard][(n / 3) % 3]
        switch n % 5 {
        case 0:
            return Question(
                categoryID: category, kind: .truefalse, difficulty: difficulty, text: "Is \(n) even, true or false?",
                answers: [n % 2 == 0 ? "true" : "false"], explanation: "It is \(n).")
        case 1:
            return Question(
                categoryID: category, kind: .typed, difficulty: difficulty, text: "How much is \(n) plus one?",
                answers: ["\(n + 1)"], tolerance: 0.5)
        default:
            return Question(
                categoryID: category, kind: .choice, difficulty: difficulty, text: "Which number comes after \(n)?",
                answers: ["\(n + 1)"], wrong: ["\(n + 2)", "\(n + 3)", "\(n - 1)"])
        }
    }
}
