import EarshotCore
import Foundation
import GRDB
import Testing

@testable import EarshotStore

/// How the bulk import writes: many rows per `INSERT` statement (in the file's order, the
/// duplicates skipped even inside one statement), transactions sized by the writer's pace
/// within their bounds, and the connection's settings put back afterwards.
@Suite struct BulkImportChunkTests {
    static func question(_ i: Int) -> Question {
        Question(
            categoryID: "chunks", kind: i % 3 == 0 ? .truefalse : .choice, difficulty: .easy, text: "Question \(i)",
            answers: i % 3 == 0 ? ["true"] : ["right \(i)"], wrong: i % 3 == 0 ? [] : ["wrong \(i)", "other \(i)"])
    }

    @Test func rowsKeepTheFilesOrderAcrossStatementsAndSkipDuplicatesInsideOne() throws {
        let store = try Store(path: try BulkImportTests.databasePath())
        let bulk = try BulkImport(store: store, packID: "import:chunks")
        let category = Category(id: "chunks", name: "Chunks")
        // More than two statements' worth, with a question repeated right after itself (inside
        // one statement), one repeated a statement later, and a tail shorter than a statement.
        let n = BulkImport.Batch.rowsPerStatement * 2 + 7
        var staged: [Question] = []
        for i in 0..<n {
            staged.append(Self.question(i))
            if i == 3 { staged.append(Self.question(3)) }
            if i == BulkImport.Batch.rowsPerStatement + 5 { staged.append(Self.question(1)) }
        }
        for q in staged { try bulk.stage(q, category: category) }
        let result = try bulk.commit()
        #expect(result.added == n)
        #expect(result.duplicates == staged.count - n)
        let texts = try store.read { db in try String.fetchAll(db, sql: "SELECT text FROM question ORDER BY id") }
        #expect(texts == (0..<n).map { "Question \($0)" }, "rows are numbered in the order they were read")
        // Every new question is drawable, numbered densely per kind.
        let draw = try store.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS n, MAX(ordinal) AS top FROM question_draw WHERE categoryID = 'chunks' GROUP BY kind")
        }
        #expect(draw.reduce(0) { $0 + ($1["n"] as Int) } == n)
        for row in draw { #expect((row["top"] as Int) == (row["n"] as Int) - 1) }
        #expect(try store.categories().first { $0.category.id == "chunks" }?.total == n)
    }

    @Test func transactionsFollowTheWritersPaceWithinTheirBounds() throws {
        let store = try Store(path: try BulkImportTests.databasePath())
        let category = Category(id: "chunks", name: "Chunks")
        // A generous time target: after the first (smallest) transaction, the writer's pace
        // asks for more rows than the bound allows, so the bound wins.
        let roomy = try BulkImport(store: store, packID: "import:roomy")
        roomy.minimumChunk = 20
        roomy.chunkSize = 300
        roomy.transactionTarget = .seconds(30)
        #expect(roomy.rowsThisChunk == nil)
        for i in 0..<20 { try roomy.stage(Self.question(i), category: category) }
        let afterFirst = try #require(roomy.rowsThisChunk, "the first transaction went at 20 rows")
        #expect(afterFirst >= 20 && afterFirst <= 300)
        for i in 20..<700 { try roomy.stage(Self.question(i), category: category) }
        #expect(roomy.rowsThisChunk == 300, "a fast writer with 30 s to spare gets the most rows")
        #expect(try roomy.commit().added == 700)

        // No time to spare: every transaction takes the fewest rows.
        let tight = try BulkImport(store: store, packID: "import:tight")
        tight.minimumChunk = 15
        tight.chunkSize = 300
        tight.transactionTarget = .zero
        for i in 700..<900 { try tight.stage(Self.question(i), category: category) }
        #expect(tight.rowsThisChunk == 15)
        #expect(try tight.commit().added == 200)

        // A maximum below the minimum wins: tests and callers may ask for tiny transactions.
        let tiny = try BulkImport(store: store, packID: "import:tiny")
        tiny.chunkSize = 4
        tiny.transactionTarget = .seconds(30)
        for i in 900..<950 { try tiny.stage(Self.question(i), category: category) }
        #expect(tiny.rowsThisChunk == 4)
        #expect(try tiny.commit().added == 50)
        #expect(try store.categories().first { $0.category.id == "chunks" }?.total == 950)
    }

    @Test func theConnectionsSettingsComeBackAfterAnImport() throws {
        let store = try Store(path: try BulkImportTests.databasePath())
        func settings() throws -> [Int] {
            try store.inDatabase { db in
                try ["wal_autocheckpoint", "synchronous", "foreign_keys", "busy_timeout"].map {
                    try Int.fetchOne(db, sql: "PRAGMA \($0)") ?? -1
                }
            }
        }
        let before = try settings()
        let bulk = try BulkImport(store: store, packID: "import:settings")
        bulk.chunkSize = 10
        for i in 0..<25 { try bulk.stage(Self.question(i), category: Category(id: "chunks", name: "Chunks")) }
        let during = try settings()
        #expect(during[0] == BulkImport.Writer.checkpointPages, "fewer checkpoints while the import writes")
        #expect(during[0] != before[0])
        try bulk.commit()
        #expect(try settings() == before)
    }
}
