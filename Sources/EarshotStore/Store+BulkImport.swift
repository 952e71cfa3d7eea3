import EarshotCore
import Foundation
import GRDB

/// A big import on its way into the bank, all or nothing, without holding the bank's write
/// lock for the whole file.
///
/// 1. **Copy, hidden.** Questions are written as they are read, in short transactions of
///    ``chunkSize`` rows, straight into `question` (`INSERT … ON CONFLICT(contentHash) DO
///    NOTHING` with one prepared statement: the unique index on the content hash skips
///    questions already in the bank or earlier in the file, with no lookup per question). The
///    rows are hidden (`retired = 1`, never drawn) under this run's own pack id, and an
///    `importRun` row says the run is `copying`. Between two transactions games save answers.
/// 2. **Commit point.** One tiny transaction marks the run `committed`.
/// 3. **Show.** The rows get the import's pack id and `retired = 0`, again in short
///    transactions; then the category counts are brought up to date.
///
/// A failure, a time-out or `--strict` before the commit point deletes the hidden rows (and
/// the categories the run created); after it, showing them is finished. A run cut short by a
/// crash is finished the same way by ``Store/finishInterruptedImports()``, which every import
/// calls first.
public final class BulkImport {
    let store: Store
    /// The pack id the questions get (`import:NAME`).
    public let packID: String
    /// This run's own pack id while its rows are hidden.
    let runID: String
    /// Rows per transaction.
    public var chunkSize = 10_000
    /// How many questions have been staged.
    public private(set) var staged = 0
    /// How many were new to the bank.
    public private(set) var added = 0
    private var batch: [(Question, Category)] = []
    private var known = Set<String>()
    private var created: [String] = []
    private var finished = false

    /// Starts an import into `store` whose questions will carry `packID`.
    public init(store: Store, packID: String) throws {
        self.store = store
        self.packID = packID
        runID = "importing:" + UUID().uuidString.lowercased()
        _ = try store.finishInterruptedImports()
        try store.write { db in
            try db.execute(
                sql: "INSERT INTO importRun (id, packID, state, createdCategories, startedAt, pid) VALUES (?, ?, 'copying', '[]', ?, ?)",
                arguments: [runID, packID, Date(), Int(getpid())])
        }
    }

    deinit { if !finished { discard() } }

    /// Adds one question of `category` (the category is created in the bank if new), hidden
    /// until ``commit(check:)``.
    public func stage(_ question: Question, category: Category) throws {
        batch.append((question, category))
        staged += 1
        if batch.count >= chunkSize { try flush() }
    }

    /// Writes the waiting questions in one short transaction.
    private func flush() throws {
        guard !batch.isEmpty else { return }
        var rows: [(String, Question)] = []
        rows.reserveCapacity(batch.count)
        var newCategories: [Category] = []
        for (q, c) in batch {
            if known.insert(c.id).inserted { newCategories.append(c) }
            rows.append((q.contentHash, q))
        }
        batch.removeAll(keepingCapacity: true)
        let runID = runID
        let (count, made) = try store.write { db -> (Int, [String]) in
            var made: [String] = []
            for c in newCategories where try !CategoryRecord.exists(db, key: c.id) {
                try CategoryRecord(id: c.id, name: c.name, description: c.description, questionCount: 0).insert(db)
                made.append(c.id)
            }
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong,
                      explanation, tolerance, retired) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                    ON CONFLICT(contentHash) DO NOTHING
                    """)
            var count = 0
            for (hash, q) in rows {
                insert.setUncheckedArguments([
                    hash, runID, q.categoryID, q.kind.rawValue, q.difficulty.rawValue, q.text, JSONList.encode(q.answers),
                    JSONList.encode(q.wrong), q.explanation, q.tolerance,
                ])
                try insert.execute()
                count += db.changesCount
            }
            if !made.isEmpty {
                let all = JSONList.decode(
                    try String.fetchOne(db, sql: "SELECT createdCategories FROM importRun WHERE id = ?", arguments: [runID]) ?? "[]")
                try db.execute(
                    sql: "UPDATE importRun SET createdCategories = ? WHERE id = ?", arguments: [JSONList.encode(all + made), runID])
            }
            return (count, made)
        }
        added += count
        created += made
        store.yieldToOthers()
    }

    /// Writes what is left, passes the commit point and shows the questions (steps 2 and 3).
    /// `check` is called first and may throw to give up (a time limit): then every hidden row
    /// is removed and the bank is as it was.
    @discardableResult
    public func commit(check: () throws -> Void = {}) throws -> PackInstallResult {
        do {
            try flush()
            try check()
            try store.write { db in try db.execute(sql: "UPDATE importRun SET state = 'committed' WHERE id = ?", arguments: [runID]) }
        } catch {
            discard()
            throw error
        }
        finished = true
        try store.showRun(runID, chunkSize: chunkSize)
        var result = PackInstallResult()
        result.added = added
        result.duplicates = staged - added
        return result
    }

    /// Gives the import up: removes whatever was written.
    public func discard() {
        guard !finished else { return }
        finished = true
        batch = []
        try? store.rollBackRun(runID, chunkSize: chunkSize)
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
