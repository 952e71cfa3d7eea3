import EarshotCore
import Foundation
import GRDB

/// A big import on its way into the bank, all or nothing, without holding the bank's write
/// lock for the whole file.
///
/// 1. **Stage.** Each question is written, as soon as it is read, to a temporary table of this
///    connection (`temp.importStage`, with a prepared statement, in batches). Writing the temp
///    database takes no lock on the bank, so games go on saving answers.
/// 2. **Copy.** The staged rows are copied into `question` in short transactions of
///    ``chunkSize`` rows (`INSERT … SELECT … ON CONFLICT(contentHash) DO NOTHING`: the one
///    unique index on the content hash skips questions already in the bank, with no lookup per
///    question). The copies are hidden (`retired = 1`) under this run's own pack id, and an
///    `importRun` row says the run is `copying`.
/// 3. **Commit point.** One tiny transaction marks the run `committed`.
/// 4. **Show.** The copies get the import's pack id and `retired = 0`, again in short
///    transactions; then the category counts are brought up to date.
///
/// A failure or time-out before the commit point deletes the hidden copies; one after it
/// finishes showing them. A run cut short by a crash is finished the same way by
/// ``Store/finishInterruptedImports()``, which every import calls first.
public final class BulkImport {
    let store: Store
    /// The pack id the questions get (`import:NAME`).
    public let packID: String
    /// This run's own pack id while its rows are hidden.
    let runID: String
    /// Rows per transaction when copying into the bank.
    public var chunkSize = 20_000
    /// How many questions have been staged.
    public private(set) var staged = 0
    private var batch: [(Question, String)] = []
    private var categories: [Category] = []
    private var categoryIDs = Set<String>()
    private var finished = false

    static let batchSize = 4000

    /// Starts an import into `store` whose questions will carry `packID`.
    public init(store: Store, packID: String) throws {
        self.store = store
        self.packID = packID
        runID = "importing:" + UUID().uuidString.lowercased()
        _ = try store.finishInterruptedImports()
        try store.inDatabase { db in
            try db.execute(sql: "DROP TABLE IF EXISTS temp.importStage")
            try db.execute(
                sql: """
                    CREATE TEMP TABLE importStage (contentHash TEXT NOT NULL, categoryID TEXT NOT NULL, kind TEXT NOT NULL,
                      difficulty TEXT NOT NULL, text TEXT NOT NULL, answers TEXT NOT NULL, wrong TEXT NOT NULL,
                      explanation TEXT, tolerance REAL)
                    """)
        }
    }

    deinit { if !finished { discard() } }

    /// Stages one question of `category` (the category is created in the bank if new).
    public func stage(_ question: Question, category: Category) throws {
        if categoryIDs.insert(category.id).inserted { categories.append(category) }
        batch.append((question, question.contentHash))
        staged += 1
        if batch.count >= Self.batchSize { try flush() }
    }

    private func flush() throws {
        guard !batch.isEmpty else { return }
        let rows = batch
        batch.removeAll(keepingCapacity: true)
        try store.inDatabase { db in
            try db.inTransaction(.deferred) {
                let insert = try db.cachedStatement(
                    sql: """
                        INSERT INTO temp.importStage (contentHash, categoryID, kind, difficulty, text, answers, wrong,
                          explanation, tolerance) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """)
                for (q, hash) in rows {
                    insert.setUncheckedArguments([
                        hash, q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, JSONList.encode(q.answers),
                        JSONList.encode(q.wrong), q.explanation, q.tolerance,
                    ])
                    try insert.execute()
                }
                return .commit
            }
        }
    }

    /// Copies the staged questions into the bank (steps 2 to 4 above). `check` is called
    /// between transactions and may throw to give up (a time limit): before the commit point
    /// that removes every copy, and the bank is as it was.
    @discardableResult
    public func commit(check: () throws -> Void = {}) throws -> PackInstallResult {
        try flush()
        var result = PackInstallResult()
        let total = try store.inDatabase { db in try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(rowid), 0) FROM temp.importStage") ?? 0 }
        let created: [String] = try store.write { db in
            var created: [String] = []
            for c in categories where try !CategoryRecord.exists(db, key: c.id) {
                try CategoryRecord(id: c.id, name: c.name, description: c.description, questionCount: 0).insert(db)
                created.append(c.id)
            }
            try db.execute(
                sql: "INSERT INTO importRun (id, packID, state, createdCategories, startedAt, pid) VALUES (?, ?, 'copying', ?, ?, ?)",
                arguments: [runID, packID, JSONList.encode(created), Date(), Int(getpid())])
            return created
        }
        _ = created
        do {
            var from = 0
            while from < total {
                try check()
                let to = from + chunkSize
                let added = try store.write { db in
                    try db.execute(
                        sql: """
                            INSERT INTO main.question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong,
                              explanation, tolerance, retired)
                            SELECT contentHash, ?, categoryID, kind, difficulty, text, answers, wrong, explanation, tolerance, 1
                            FROM temp.importStage WHERE rowid > ? AND rowid <= ? ORDER BY rowid
                            ON CONFLICT(contentHash) DO NOTHING
                            """, arguments: [runID, from, to])
                    return db.changesCount
                }
                result.added += added
                from = to
                store.yieldToOthers()
            }
            try check()
            try store.write { db in try db.execute(sql: "UPDATE importRun SET state = 'committed' WHERE id = ?", arguments: [runID]) }
        } catch {
            discard()
            throw error
        }
        finished = true
        try store.showRun(runID, chunkSize: chunkSize)
        result.duplicates = staged - result.added
        try? store.inDatabase { db in try db.execute(sql: "DROP TABLE IF EXISTS temp.importStage") }
        return result
    }

    /// Gives the import up: removes whatever was copied, and the staged rows.
    public func discard() {
        finished = true
        batch = []
        try? store.rollBackRun(runID, chunkSize: chunkSize)
        try? store.inDatabase { db in try db.execute(sql: "DROP TABLE IF EXISTS temp.importStage") }
    }
}

extension Store {
    /// Creates the table that keeps track of imports on their way in.
    static func registerImportRuns(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-import-runs") { db in
            try db.create(table: "importRun") { t in
                t.primaryKey("id", .text)
                t.column("packID", .text).notNull()
                t.column("state", .text).notNull()
                t.column("createdCategories", .text).notNull().defaults(to: "[]")
                t.column("startedAt", .datetime).notNull()
                t.column("pid", .integer).notNull()
            }
        }
    }

    /// Finishes imports cut short (by a crash, a kill): one that reached its commit point is
    /// shown in full, one that did not is removed. Runs of processes still alive (another
    /// import going on now) are left alone. Returns how many were finished.
    @discardableResult
    public func finishInterruptedImports() throws -> Int {
        let all = try read { db in try Row.fetchAll(db, sql: "SELECT id, state, pid FROM importRun") }
        let runs = all.filter { row in
            let pid: Int32 = row["pid"]
            return pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
        }
        for run in runs {
            let id: String = run["id"]
            if run["state"] as String == "committed" { try showRun(id, chunkSize: 20_000) } else { try rollBackRun(id, chunkSize: 20_000) }
        }
        return runs.count
    }

    /// Step 4: the run's rows get their pack id and are shown, in short transactions.
    func showRun(_ runID: String, chunkSize: Int) throws {
        guard let packID = try read({ db in try String.fetchOne(db, sql: "SELECT packID FROM importRun WHERE id = ?", arguments: [runID]) })
        else { return }
        while true {
            let changed = try write { db in
                try db.execute(
                    sql: """
                        UPDATE question SET packID = ?, retired = 0
                        WHERE rowid IN (SELECT rowid FROM question WHERE packID = ? LIMIT ?)
                        """, arguments: [packID, runID, chunkSize])
                return db.changesCount
            }
            if changed == 0 { break }
            yieldToOthers()
        }
        try write { db in
            try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [runID])
            try Self.recount(db)
        }
    }

    /// Removes a run's hidden rows, and the categories it created that are still empty.
    func rollBackRun(_ runID: String, chunkSize: Int) throws {
        while true {
            let removed = try write { db in
                try db.execute(
                    sql: "DELETE FROM question WHERE rowid IN (SELECT rowid FROM question WHERE packID = ? LIMIT ?)",
                    arguments: [runID, chunkSize])
                return db.changesCount
            }
            if removed == 0 { break }
            yieldToOthers()
        }
        try write { db in
            if let created = try String.fetchOne(db, sql: "SELECT createdCategories FROM importRun WHERE id = ?", arguments: [runID]) {
                for id in JSONList.decode(created) {
                    try db.execute(
                        sql: "DELETE FROM category WHERE id = ? AND NOT EXISTS (SELECT 1 FROM question WHERE categoryID = ?)",
                        arguments: [id, id])
                }
            }
            try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [runID])
        }
    }

    /// A short pause between an import's transactions, so that a game waiting to save an
    /// answer gets the write lock in between.
    func yieldToOthers() {
        usleep(3000)
    }

    /// Runs `body` on the connection outside any transaction (for the temp tables).
    func inDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.inDatabase(body)
        } catch let error as DatabaseError {
            throw StoreError(Self.explain(error, path: path ?? "memory"))
        }
    }
}

/// A list of strings as a JSON array, written and read fast (imports write millions).
enum JSONList {
    static func encode(_ list: [String]) -> String {
        var out = "["
        for (i, s) in list.enumerated() {
            if i > 0 { out += "," }
            out += "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        out += String(format: "\\u%04x", scalar.value)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        }
        return out + "]"
    }

    static func decode(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}
