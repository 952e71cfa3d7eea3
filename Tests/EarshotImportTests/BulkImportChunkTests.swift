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

    @Test func rowsKeepTheFilesOrderAcrossStatementsAndSkipDuplicatesInsideOne() async throws {
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
        let texts = try await store.read { db in try String.fetchAll(db, sql: "SELECT text FROM question ORDER BY id") }
        #expect(texts == (0..<n).map { "Question \($0)" }, "rows are numbered in the order they were read")
        // Every new question is drawable, numbered densely per kind.
        let draw = try store.read { db in
            try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS n, MAX(ordinal) AS top FROM question_draw WHERE categoryID = 'chunks' GROUP BY kind")
        }
        #expect(draw.reduce(0) { $0 + ($1["n"] as Int) } == n)
        for row in draw { #expect((row["top"] as Int) == (row["n"] as Int) - 1) }
        #expect(try await store.categories().first { $0.category.id == "chunks" }?.total == n)
    }

    @Test func transactionsFollowTheWritersPaceWithinTheirBounds() async throws {
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
        #expect(try await store.categories().first { $0.category.id == "chunks" }?.total == 950)
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

    @Test func aProgramStartingMidImportDrawsNothingTheImportMayYetRemove() async throws {
        let path = try BulkImportTests.databasePath()
        let store = try Store(path: path)
        let bulk = try BulkImport(store: store, packID: "import:midway")
        bulk.chunkSize = 10
        let category = Category(id: "chunks", name: "Chunks")
        for i in 0..<35 { try bulk.stage(Self.question(i), category: category) }
        // The writer works on its own thread: wait (a few seconds at most) for its first rows.
        func written() async throws -> Int {
            try await store.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question WHERE packID = 'import:midway'") } ?? 0
        }
        let waitUntil = ContinuousClock.now + .seconds(10)
        while try await written() < 20, ContinuousClock.now < waitUntil { usleep(10_000) }
        await #expect(try written() >= 20)
        // A game starting now (another program) numbers what is new at its start, and a pack
        // installed now numbers its own questions: neither may take the import's rows.
        let game = try Store(path: path)
        _ = try await game.add(
            [Question(categoryID: "pack", kind: .truefalse, difficulty: .easy, text: "A pack question", answers: ["true"])],
            categories: [Category(id: "pack", name: "Pack")], source: "pack")
        await #expect(try game.categories().first { $0.category.id == "chunks" } == nil, "nothing of the import is drawable yet")
        await #expect(
            try game.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question_draw WHERE categoryID = 'chunks'") } == 0)
        // Given up: it leaves no trace, and the pack's question is drawable.
        bulk.discard()
        await #expect(try game.categories().first { $0.category.id == "chunks" } == nil)
        await #expect(try game.categories().first { $0.category.id == "pack" }?.total == 1)
        await #expect(
            try game.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question WHERE packID = 'import:midway'") } == 0)

        // The same, committed: all of it becomes drawable at once, numbered densely.
        let again = try BulkImport(store: store, packID: "import:midway")
        again.chunkSize = 10
        for i in 0..<35 { try again.stage(Self.question(i), category: category) }
        let other = try Store(path: path)
        await #expect(try other.categories().first { $0.category.id == "chunks" } == nil)
        #expect(try again.commit().added == 35)
        await #expect(try other.categories().first { $0.category.id == "chunks" }?.total == 35)
        let gaps = try await other.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM (SELECT categoryID, kind FROM question_draw GROUP BY 1, 2 HAVING COUNT(*) != MAX(ordinal) + 1)
                    """)
        }
        #expect(gaps == 0)
        await #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question_draw") } == 36)
    }

    @Test func anImportKilledMidwayIsGoneAtTheNextStart() async throws {
        let path = try BulkImportTests.databasePath()
        do {
            let store = try Store(path: path)
            // What a killed import leaves: its rows, and its run, of a process that has ended.
            try await store.write { db in
                try db.execute(sql: "INSERT INTO category (id, name, questionCount) VALUES ('cut', 'Cut', 0)")
                for i in 0..<3 {
                    try db.execute(
                        sql: """
                            INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong)
                            VALUES (?, 'import:cut', 'cut', 'truefalse', 'easy', ?, '["true"]', '[]')
                            """, arguments: ["h\(i)", "cut \(i)"])
                }
                let first = try Int64.fetchOne(db, sql: "SELECT MIN(id) FROM question WHERE packID = 'import:cut'")
                try db.execute(
                    sql: """
                        INSERT INTO importRun (id, packID, state, createdCategories, startedAt, pid, firstRowid, lastRowid)
                        VALUES ('dead', 'import:cut', 'copying', '["cut"]', ?, 999999999, ?, ?)
                        """, arguments: [Date(), first, first.map { $0 + 2 }])
            }
            // A pack installed meanwhile waits (its ids come after the import's first row).
            _ = try await store.add(
                [Question(categoryID: "pack", kind: .truefalse, difficulty: .easy, text: "A pack question", answers: ["true"])],
                categories: [Category(id: "pack", name: "Pack")], source: "pack")
            #expect(try await store.categories().first { $0.category.id == "cut" } == nil)
        }
        let next = try Store(path: path)
        await #expect(try next.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question WHERE packID = 'import:cut'") } == 0)
        await #expect(try next.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRun") } == 0)
        await #expect(try next.categories().map(\.category.id) == ["pack"], "the pack is drawable, the cut import gone")
    }
}
