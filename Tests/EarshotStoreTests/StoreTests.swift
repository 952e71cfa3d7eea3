import EarshotCore
import EarshotPacks
import EarshotStore
import Foundation
import GRDB
import Testing

func q(_ text: String, _ category: String = "geo", kind: QuestionKind = .choice, difficulty: Difficulty = .easy) -> Question {
    switch kind {
    case .choice: Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["A"], wrong: ["B", "C", "D"])
    case .truefalse: Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["true"])
    default: Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["A", "B"])
    }
}

func testPack(_ id: String = "geo", questions: [Question], categories: [Category] = [Category(id: "geo", name: "Geography")]) -> Pack {
    let hash = SHA256.hex(of: Array(questions.map(\.contentHash).joined().utf8))
    return Pack(id: id, name: id, categories: categories, questions: questions, contentHash: hash)
}

@Suite("Store")
struct StoreTests {
    @Test func migrationsRunOnAnEmptyDatabase() async throws {
        let store = try Store()
        #expect(try store.appliedMigrations() == Store.migrationNames)
        #expect(try store.appliedMigrations().contains("v1-initial"))
        #expect(try await store.categories().isEmpty)
    }

    @Test func migrationsAreAppliedOnceToAFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("nested/earshot.sqlite").path
        let first = try Store(path: path)
        _ = try await first.player(named: "Ann")
        let second = try Store(path: path)
        #expect(try second.appliedMigrations() == Store.migrationNames)
        await #expect(try second.playerNames() == ["Ann"])
    }

    @Test func playersAreFoundByNameInAnyCase() async throws {
        let store = try Store()
        let a = try await store.player(named: "Sam")
        let b = try await store.player(named: "  sam ")
        #expect(a.id == b.id)
        await #expect(throws: StoreError.self) { try await store.player(named: "   ") }
        var s = PlayerSettings()
        s.speech.rate = 300
        s.timeScale = nil
        try await store.save(s, for: a.id)
        let again = try await store.player(named: "SAM").settings
        #expect(again.speech.rate == 300)
        #expect(again.timeScale == nil)
    }

    @Test func installingAPackIsIdempotentAndRetiresRemovedQuestions() async throws {
        let store = try Store()
        let qs = (1...5).map { q("Question \($0)?") }
        let first = try await store.install(testPack(questions: qs))
        #expect(first.added == 5)
        let again = try await store.install(testPack(questions: qs))
        #expect(again.changed == false)
        let smaller = try await store.install(testPack(questions: Array(qs.prefix(3)) + [q("New?")]))
        #expect(smaller.added == 1)
        #expect(smaller.retired == 2)
        #expect(try await store.categories().first?.total == 4)
        let back = try await store.install(testPack(questions: qs))
        #expect(back.added == 2)
        #expect(try await store.categories().first?.total == 5)
    }

    @Test func importsAddOnlyNewQuestions() async throws {
        let store = try Store()
        let cats = [Category(id: "geo", name: "Geography")]
        let r1 = try await store.add([q("One?"), q("Two?"), q("One?")], categories: cats, source: "import")
        #expect(r1.added == 2)
        #expect(r1.duplicates == 1)
        let r2 = try await store.add([q("One?"), q("Three?")], categories: cats, source: "import")
        #expect(r2.added == 1)
        #expect(r2.duplicates == 1)
    }

    @Test func drawingIsDeterministicAndRespectsTheRequest() async throws {
        let store = try Store()
        let geo = (1...30).map { q("Geo \($0)?", kind: $0 % 10 == 0 ? .list : .choice) }
        let art = (1...30).map { q("Art \($0)?", "art") }
        try await store.install(testPack(questions: geo))
        try await store.install(testPack("art", questions: art, categories: [Category(id: "art", name: "Art")]))
        let request = QuestionRequest(categoryID: "geo", count: 10, seed: 42)
        let a = try await store.draw(request)
        let b = try await store.draw(request)
        #expect(a.map(\.text) == b.map(\.text))
        #expect(a.count == 10)
        #expect(Set(a.map(\.text)).count == 10)
        #expect(a.allSatisfy { $0.categoryID == "geo" && $0.kind != .list && $0.storeID != nil })
        let c = try await store.draw(QuestionRequest(categoryID: "geo", count: 10, seed: 43))
        #expect(c.map(\.text) != a.map(\.text))
        let mixed = try await store.draw(QuestionRequest(categoryID: nil, count: 20, seed: 1))
        #expect(mixed.count == 20)
        #expect(Set(mixed.map(\.text)).count == 20)
        #expect(Set(mixed.map(\.categoryID)) == ["geo", "art"])
        #expect(try await store.draw(QuestionRequest(categoryID: nil, count: 20, seed: 1)).map(\.text) == mixed.map(\.text))
        let tooMany = try await store.draw(QuestionRequest(categoryID: "art", count: 100, seed: 1))
        #expect(tooMany.count == 30)
        #expect(try await store.draw(QuestionRequest(categoryID: "nothing", count: 5, seed: 1)).isEmpty)
    }

    @Test func standingsRankPlayersByBestCompletedScore() async throws {
        let store = try Store()
        try await store.install(testPack(questions: [q("Q?")]))
        func play(_ name: String, _ score: Int, _ outcome: GameOutcome) async throws -> Int64 {
            let p = try await store.player(named: name)
            let setup = GameSetup(modeID: "classic", categoryID: "geo", count: 1, seed: 1, date: "2026-11-22")
            let id = try await store.beginGame(playerID: p.id, setup: setup, total: 1)
            try await store.record(
                AnswerRecord(position: 1, questionStoreID: 1, given: "A", correct: true, points: score, status: .answered, seconds: 2),
                gameID: id)
            try await store.finishGame(
                id, outcome: outcome, status: ScoreStatus(score: score, correct: 1, answered: 1, total: 1), seconds: 2)
            return p.id
        }
        let ann = try await play("Ann", 300, .completed)
        _ = try await play("Bob", 500, .completed)
        let cid = try await play("Cid", 900, .abandoned)
        _ = try await play("Ann", 100, .completed)
        let annStanding = try await store.standing(playerID: ann, mode: "classic", categoryID: "geo")
        #expect(annStanding == Standing(best: 300, rank: 2, players: 2))
        let cidStanding = try await store.standing(playerID: cid, mode: "classic", categoryID: "geo")
        #expect(cidStanding.best == nil)
        let stats = try await store.stats(playerID: ann)
        #expect(stats.games == 2)
        #expect(stats.correct == 2)
        #expect(stats.lines.first?.best == 300)
        #expect(stats.lines.first?.categoryName == "Geography")
        #expect(try await store.daysPlayed(playerID: ann) == ["2026-11-22"])
        #expect(try await store.daysPlayed(playerID: cid).isEmpty)
    }

    @Test func builtInPacksAreValidAndLargeEnough() throws {
        let files = BuiltinPacks.files()
        #expect(files.count >= 8)
        var total = 0
        var categories = Set<String>()
        var kinds = Set<QuestionKind>()
        for file in files {
            let (pack, problems) = try PackLoader.load(try Data(contentsOf: file), file: file.lastPathComponent)
            #expect(problems.isEmpty, "\(problems)")
            #expect(pack.id == file.deletingPathExtension().lastPathComponent, "pack id must match its file name")
            for question in pack.questions where question.kind == .choice {
                #expect(question.wrong.count == 3, "\(file.lastPathComponent): \(question.text)")
            }
            total += pack.questions.count
            categories.formUnion(pack.categories.map(\.id))
            kinds.formUnion(pack.questions.map(\.kind))
            #expect(Set(pack.questions.map(\.difficulty)) == Set(Difficulty.allCases))
        }
        #expect(total >= 300)
        #expect(categories.count >= 8)
        #expect(kinds == Set(QuestionKind.allCases))
    }

    @Test func aDamagedDatabaseIsReportedInPlainWords() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("broken.sqlite").path
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Store(path: path)
            Issue.record("a damaged database opened")
        } catch let error as StoreError {
            #expect(error.description.contains("damaged"))
        }
    }

    @Test func aLockedDatabaseIsReportedInPlainWords() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("locked.sqlite").path
        let store = try Store(path: path, busyTimeout: 0.1)
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try other.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? other.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
        do {
            _ = try await store.player(named: "Ann")
            Issue.record("wrote through an exclusive lock")
        } catch let error as StoreError {
            #expect(error.description.contains("locked"))
        }
    }
}
