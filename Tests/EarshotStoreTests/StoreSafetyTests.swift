import EarshotCore
import Foundation
import GRDB
import Testing

@testable import EarshotStore

@Suite("Store safety: foreign files, newer versions, crashes and lock waits", .serialized)
struct StoreSafetyTests {
    let setup = GameSetup(modeID: "classic", categoryID: "geo", count: 3, seed: 1, date: "2026-11-23")

    func answer(_ position: Int, points: Int) -> AnswerRecord {
        AnswerRecord(
            position: position, questionStoreID: nil, given: "A", correct: points > 0, points: points, status: .answered,
            seconds: 1)
    }

    @Test func aDatabaseOfAnotherProgramIsRefusedAndLeftUnchanged() throws {
        let (path, dir) = try temporaryDatabase("notes.sqlite")
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)") }
        try other.close()
        do {
            _ = try Store(path: path)
            Issue.record("a foreign database was opened")
        } catch let error as StoreError {
            #expect(error.description.contains("made by another program, not by Earshot"))
            #expect(error.description.contains("\"notes\""))
        }
        let after = try DatabaseQueue(path: path)
        let tables = try after.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(tables == ["notes"])
        #expect(try after.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "delete")
        #expect(Store.examine(path: path).problems.contains { $0.contains("not an Earshot database") })
    }

    @Test func aDatabaseFromANewerEarshotIsRefusedInPlainWords() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try await Store(path: path).player(named: "Ann")
        let other = try DatabaseQueue(path: path)
        try await other.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        try other.close()
        do {
            _ = try Store(path: path)
            Issue.record("a newer database was opened")
        } catch let error as StoreError {
            #expect(error.description.contains("made by a newer version of Earshot"))
        }
        #expect(Store.examine(path: path).problems.contains { $0.contains("newer version of Earshot") })
    }

    @Test func anEmptyFileIsSetUpInWriteAheadLogMode() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try Store(path: path)
        #expect(try await store.playerNames().isEmpty)
        let mode = try await DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let report = Store.examine(path: path)
        #expect(report.isHealthy, "\(report.problems)")
    }

    @Test func aScoreIsTheSumOfTheStoredAnswersWhateverTheGameClaims() async throws {
        let store = try Store()
        let player = try await store.player(named: "Ann")
        let game = try await store.beginGame(playerID: player.id, setup: setup, total: 3)
        try await store.record(answer(1, points: 100), gameID: game)
        try await store.record(answer(2, points: 0), gameID: game)
        try await store.record(answer(3, points: 300), gameID: game)
        try await store.finishGame(
            game, outcome: .completed, status: ScoreStatus(score: 1000, correct: 3, answered: 3, total: 3), seconds: 9)
        #expect(try await store.standing(playerID: player.id, mode: "classic", categoryID: "geo").best == 400)
        #expect(try await store.stats(playerID: player.id).correct == 2)
    }

    @Test func gamesLeftPlayingByACrashAreClosedKeepingTheirAnswers() async throws {
        let store = try Store()
        let player = try await store.player(named: "Ann").id
        let crashed = try await store.beginGame(playerID: player, setup: setup, total: 3)
        try await store.record(answer(1, points: 100), gameID: crashed)
        try await store.record(answer(2, points: 0), gameID: crashed)
        #expect(try await store.stats(playerID: player).answered == 0)
        #expect(try await store.closeInterruptedGames() == 1)
        #expect(try await store.closeInterruptedGames() == 0)
        let stats = try await store.stats(playerID: player)
        #expect(stats.games == 1 && stats.completed == 0)
        #expect(stats.answered == 2 && stats.correct == 1)
        #expect(try await store.standing(playerID: player, mode: "classic", categoryID: "geo").best == nil)
    }

    @Test func aDailyEndedByACrashBeforeAnyAnswerGivesTheTryBack() async throws {
        let store = try Store()
        let player = try await store.player(named: "Ann").id
        let daily = GameSetup(modeID: "daily", categoryID: nil, count: 10, seed: 5, date: "2026-11-23")
        _ = try await store.beginGame(playerID: player, setup: daily, total: 10)
        #expect(try await store.gamesStarted(playerID: player, mode: "daily", day: "2026-11-23") == 1)
        try await store.closeInterruptedGames()
        #expect(try await store.gamesStarted(playerID: player, mode: "daily", day: "2026-11-23") == 0)
        // A crash after an answer keeps the try used up.
        let second = try await store.beginGame(playerID: player, setup: daily, total: 10)
        try await store.record(answer(1, points: 0), gameID: second)
        try await store.closeInterruptedGames()
        #expect(try await store.gamesStarted(playerID: player, mode: "daily", day: "2026-11-23") == 1)
        // Leaving on purpose before answering also uses it up: the first question was heard.
        let other = try await store.player(named: "Bea").id
        let left = try await store.beginGame(playerID: other, setup: daily, total: 10)
        try await store.finishGame(left, outcome: .abandoned, status: ScoreStatus(score: 0, correct: 0, answered: 0, total: 10), seconds: 1)
        try await store.closeInterruptedGames()
        #expect(try await store.gamesStarted(playerID: other, mode: "daily", day: "2026-11-23") == 1)
    }

    @Test func noAnswerIsLostWhileAnotherConnectionWritesInLongTransactions() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path, busyTimeout: 0.2, gameWriteWait: 30)
        try await store.add([q("Seed question?")], categories: [Category(id: "geo", name: "Geography")], source: "seed")
        let player = try await store.player(named: "Ann").id
        let game = try await store.beginGame(playerID: player, setup: setup, total: 40)
        var config = Configuration()
        config.busyMode = .timeout(30)
        let importer = try DatabaseQueue(path: path, configuration: config)
        // An import in chunks: each chunk holds the write lock for about 0.6 s, longer than the
        // game's busy timeout, for about 5 s in all.
        let chunks = Counter()
        let done = Counter()
        // On a thread of its own: `DispatchQueue.global()` is the task pool on Linux, and
        // 5 s of holding one of its two threads slowed every other test.
        Thread {
            defer { done.add() }
            for chunk in 0..<8 {
                let wrote: Void? = try? importer.write { db in
                    for i in 0..<200 {
                        try? db.execute(
                            sql: """
                                INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong)
                                VALUES (?, 'bulk', 'geo', 'choice', 'easy', 'Bulk?', '["A"]', '["B"]')
                                """, arguments: ["bulk-\(chunk)-\(i)"])
                    }
                    try Store.numberNewQuestions(db)  // as a bulk import does at each chunk's end
                    Thread.sleep(forTimeInterval: 0.6)
                }
                if wrote != nil { chunks.add() }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }.start()
        var told = 0
        for position in 1...40 {
            try await store.record(answer(position, points: position % 2 == 0 ? 100 : 0), gameID: game)
            told += position % 2 == 0 ? 100 : 0
            try await Task.sleep(for: .milliseconds(100))
        }
        while done.value == 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(chunks.value == 8)
        try await store.finishGame(
            game, outcome: .completed, status: ScoreStatus(score: told, correct: 20, answered: 40, total: 40), seconds: 4)
        let rows = try importer.read { db in
            try Row.fetchOne(db, sql: "SELECT COUNT(*) AS n, SUM(points) AS points FROM answer WHERE gameID = ?", arguments: [game])
        }
        #expect(rows?["n"] == 40)
        #expect(rows?["points"] == told)
        #expect(try await store.standing(playerID: player, mode: "classic", categoryID: "geo").best == told)
        #expect(try await store.categories().first?.total == 1 + 8 * 200)
        #expect(Store.examine(path: path).isHealthy)
    }

    @Test func aWriteThatNeverGetsTheLockGivesUpInPlainWords() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path, busyTimeout: 0.1, gameWriteWait: 0.5)
        let player = try await store.player(named: "Ann").id
        let game = try await store.beginGame(playerID: player, setup: setup, total: 1)
        let other = try holdWriteLock(path)
        defer { try? other.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
        let start = Date()
        do {
            try await store.record(answer(1, points: 100), gameID: game)
            Issue.record("wrote through another program's write lock")
        } catch let error as StoreError {
            #expect(error.description.contains("stayed busy"))
            #expect(error.description.contains("another program"))
        }
        // It gives up, after the limit; how long after depends on how busy the machine is.
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.5 && waited < 60)
    }

    /// Another program's connection to `path`, holding the write lock until it rolls back.
    func holdWriteLock(_ path: String) throws -> DatabaseQueue {
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        return other
    }

    /// Sessions waiting for another program's write lock hold no thread of the task pool:
    /// while more game writes wait than the pool has threads, other work still runs at once.
    @Test func gamesWaitingForTheLockLeaveThePoolFree() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path, busyTimeout: 0.1, gameWriteWait: 60)
        let player = try await store.player(named: "Ann").id
        let game = try await store.beginGame(playerID: player, setup: setup, total: 8)
        let other = try holdWriteLock(path)
        let waits = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
        let writers = (1...waits).map { position in
            Task { try await store.record(answer(position, points: 100), gameID: game) }
        }
        try await Task.sleep(for: .milliseconds(300))
        // Work for the pool: with a thread held by each waiting write, it would wait until the
        // writes gave up, a minute from now. Other suites share the pool, hence the margin.
        let start = ContinuousClock.now
        let sum = await withTaskGroup(of: Int.self) { group in
            for n in 1...8 { group.addTask { n } }
            return await group.reduce(0, +)
        }
        let took = ContinuousClock.now - start
        #expect(sum == 36)
        #expect(took < .seconds(10), "the pool was held for \(took)")
        try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        for writer in writers { try await writer.value }
        let saved = try await DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer") }
        #expect(saved == waits)
    }
}

/// A count shared between threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
