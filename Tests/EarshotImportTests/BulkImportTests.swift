import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTesting
import Foundation
import Testing

@testable import EarshotStore

/// The bulk import stages questions, then copies them into the bank in short transactions,
/// all or nothing: games can write between the transactions, a failure leaves nothing behind,
/// and a run cut short is finished or removed the next time.
@Suite struct BulkImportTests {
    static func questions(_ n: Int, category: String = "bulk") -> [Question] {
        (0..<n).map { Question(categoryID: category, kind: .truefalse, difficulty: .easy, text: "Statement \($0)", answers: ["true"]) }
    }

    static func databasePath() throws -> String {
        (try temporaryFile("x", "") as NSString).deletingLastPathComponent + "/bank.sqlite"
    }

    /// How long another program's write takes, timed on the calling thread: the wait for the
    /// write lock alone, not the task pool's turn, which a busy test run can delay.
    static func timedWrite(_ store: Store, key: String) throws -> Duration {
        let start = ContinuousClock.now
        try store.write { db in
            try db.execute(sql: "INSERT INTO storeSetting (key, value) VALUES (?, 'x')", arguments: [key])
        }
        return start.duration(to: .now)
    }

    @Test func writesInChunksWhileOthersWrite() async throws {
        let path = try Self.databasePath()
        let store = try Store(path: path)
        let bulk = try BulkImport(store: store, packID: "import:test")
        bulk.chunkSize = 10
        let category = Category(id: "bulk", name: "Bulk")
        let other = try Store(path: path, busyTimeout: 3)
        for (i, q) in (Self.questions(35) + Self.questions(3)).enumerated() {
            try bulk.stage(q, category: category)
            if i % 10 == 9 {
                // Between two transactions another program (a game) gets to write.
                #expect(try Self.timedWrite(other, key: "between \(i)") < .seconds(2))
            }
        }
        let result = try bulk.commit()
        #expect(result.added == 35)
        #expect(result.duplicates == 3)
        #expect(try await store.questions(in: "bulk").count == 35)
        await #expect(try other.questions(in: "bulk").count == 35)
        #expect(try await store.categories().first { $0.category.id == "bulk" }?.total == 35)

        let again = try BulkImport(store: store, packID: "import:test")
        for q in Self.questions(35) { try again.stage(q, category: category) }
        let second = try again.commit()
        #expect(second.added == 0 && second.duplicates == 35, "re-imports add nothing")
    }

    @Test func aFailureMidwayLeavesTheBankAsItWas() async throws {
        let store = try Store()
        try await store.add(Self.questions(2), categories: [Category(id: "bulk", name: "Bulk")], source: "old")
        let bulk = try BulkImport(store: store, packID: "import:test")
        bulk.chunkSize = 10
        for q in Self.questions(40, category: "fresh") { try bulk.stage(q, category: Category(id: "fresh", name: "Fresh")) }
        struct TimeUp: Error {}
        #expect(throws: TimeUp.self) { try bulk.commit { throw TimeUp() } }
        #expect(try await store.questions(in: nil).map(\.text) == ["Statement 0", "Statement 1"])
        #expect(try await store.categories().map(\.category.id) == ["bulk"])
        await #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM category WHERE id = 'fresh'") } == 0)
        await #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRun") } == 0)
    }

    @Test func aRunCutShortIsRemovedNextTime() async throws {
        let store = try Store()
        try await store.add(Self.questions(2), categories: [Category(id: "bulk", name: "Bulk")], source: "old")
        // A run of a process that no longer exists, killed after writing 3 rows.
        try await store.write { db in
            try db.execute(sql: "INSERT INTO category (id, name, questionCount) VALUES ('c', 'C', 0)")
            for i in 0..<3 {
                try db.execute(
                    sql: """
                        INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong)
                        VALUES (?, 'import:cut', 'c', 'truefalse', 'easy', ?, '["true"]', '[]')
                        """, arguments: ["h\(i)", "cut \(i)"])
            }
            try db.execute(
                sql: """
                    INSERT INTO importRun (id, packID, state, createdCategories, startedAt, pid, firstRowid, lastRowid)
                    VALUES ('dead', 'import:cut', 'copying', '["c"]', ?, 999999999, 3, 5)
                    """, arguments: [Date()])
        }
        #expect(try store.finishInterruptedImports() == 1)
        #expect(try await store.questions(in: nil).map(\.text) == ["Statement 0", "Statement 1"])
        await #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM category WHERE id = 'c'") } == 0)
    }

    @Test func strictAndEmptyImportsLeaveNoTrace() async throws {
        let t = try await makeTestApp()
        let path = try temporaryFile("mixed.csv", "Question,Answer,Wrong1\nGood?,yes,no\nBad?,,no\n")
        #expect(await t.importQuestions(from: path, strict: true) == false)
        #expect(try await t.store.questions(in: nil).isEmpty)
        await #expect(try t.store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM category") } == 0)
    }
}
