import EarshotCore
import Foundation
import GRDB

/// A big import on its way into the bank, all or nothing, without holding the bank's write
/// lock for the whole file.
///
/// Questions are written as they are read, in short transactions (about half a second each,
/// at most ``chunkSize`` rows), straight into `question` with prepared multi-row
/// `INSERT OR IGNORE` statements: the unique index on the content hash skips questions already
/// in the bank or earlier in the file, with no lookup per question. Between two transactions
/// games save their answers.
///
/// The import's own bookkeeping makes it all or nothing: an `importRun` row, written in the
/// same transactions, keeps the range of row ids the run wrote and the categories it created.
/// Deleting that row, with the category counts brought up to date, is the commit point. A
/// failure or time-out before it removes the run's rows (and its new, empty categories) in
/// short transactions, so the bank is as it was; a run cut short by a crash or a kill is
/// removed the same way by ``Store/finishInterruptedImports()``, which every import calls
/// first. (`--strict` reads the file once without writing before it writes anything.)
public final class BulkImport {
    let store: Store
    /// The pack id the questions get (`import:NAME`).
    public let packID: String
    /// This run's id in `importRun`.
    let runID: String
    /// The most rows per transaction. Each transaction takes as many rows as the writer wrote
    /// in about ``transactionTarget`` last time (at least ``minimumChunk``, the first one that
    /// many): big transactions write less (at a million questions the content-hash index
    /// outgrows the page cache and each transaction rewrites most of its pages), and the time
    /// bound keeps a game saving an answer from waiting long on a slow or busy machine.
    public var chunkSize = 50_000
    /// The fewest rows per transaction (unless ``chunkSize`` is smaller), and the first's size.
    public var minimumChunk = 5_000
    /// About how long one transaction may hold the bank's write lock.
    public var transactionTarget: Duration = .milliseconds(500)
    /// Rows the batch being staged takes before it goes to the writer.
    private(set) var rowsThisChunk: Int?
    /// How many questions have been staged.
    public private(set) var staged = 0
    /// How many were new to the bank.
    public var added: Int { writer.added }
    private var batch = Batch()
    private var known = Set<String>()
    private var finished = false
    private let writer: Writer

    /// Starts an import into `store` whose questions will carry `packID`.
    public init(store: Store, packID: String) throws {
        self.store = store
        self.packID = packID
        let runID = UUID().uuidString.lowercased()
        self.runID = runID
        writer = Writer(store: store, runID: runID, packID: packID)
        _ = try store.finishInterruptedImports()
        reserve = store.path.flatMap { ImportReserve(beside: $0, bytes: ImportReserve.size) }
        try store.write { db in
            try db.execute(
                sql: """
                    INSERT INTO importRun (id, packID, state, createdCategories, startedAt, pid)
                    VALUES (?, ?, 'copying', '[]', ?, ?)
                    """,
                arguments: [runID, packID, store.now, Int(getpid())])
        }
    }

    deinit {
        if !finished { discard() }
        reserve?.release()
    }

    /// Disk space set aside while the import runs, given back before a failed import removes
    /// its rows, so that the removal has room even when the import filled the disk.
    private let reserve: ImportReserve?

    /// Adds one question of `category` (the category is created in the bank if new). The
    /// question is hashed and encoded here; the writing happens on another thread, a batch at
    /// a time, while the next batch is read.
    public func stage(_ question: Question, category: Category) throws {
        if known.insert(category.id).inserted { batch.newCategories.append(category) }
        batch.append(question)
        staged += 1
        if batch.count >= (rowsThisChunk ?? min(minimumChunk, chunkSize)) { try flush() }
    }

    /// Hands the waiting questions to the writer (waiting for its last batch first).
    private func flush() throws {
        guard !batch.isEmpty || !batch.newCategories.isEmpty else { return }
        let rows = batch
        try writer.submit(rows)
        let next = writer.rows(in: transactionTarget, least: min(minimumChunk, chunkSize), most: chunkSize)
        rowsThisChunk = next
        batch = Batch(capacity: next)
    }

    /// Writes what is left and passes the commit point. `check` is called first and may throw
    /// to give up (a time limit): then the run's rows are removed and the bank is as it was.
    @discardableResult
    public func commit(check: () throws -> Void = {}) throws -> PackInstallResult {
        do {
            try flush()
            try writer.finish()
            try check()
            let runID = runID
            try store.write { db in
                try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [runID])
                try Store.recount(db)
            }
        } catch {
            discard()
            throw error
        }
        reserve?.release()
        finished = true
        var result = PackInstallResult()
        result.added = writer.added
        result.duplicates = staged - added
        return result
    }

    /// Whether questions this import wrote are still in the bank after it gave up, because
    /// removing them failed too (see ``Store/removeRun(_:chunkSize:)``). They are never drawn
    /// (they have no number yet), and the next import or start removes them.
    public private(set) var leftBehind = false

    /// Gives the import up: removes whatever it wrote.
    public func discard() {
        guard !finished else { return }
        finished = true
        batch = Batch()
        try? writer.finish()
        reserve?.release()
        leftBehind = !store.removeRun(runID, chunkSize: min(chunkSize, 10_000))
    }

    /// Writes batches on its own thread, one short transaction each, with the run's
    /// bookkeeping; at most one batch waits while another is written.
    final class Writer: @unchecked Sendable {
        let store: Store
        let runID: String
        let packID: String
        private let condition = NSCondition()
        private var pending: Batch?
        private var busy = false
        private var error: (any Error)?
        private var _added = 0
        private var thread: Thread?
        private var closing = false
        /// The connection's `synchronous` setting before the import, put back at the end.
        private var synchronous = 2
        /// The connection's `wal_autocheckpoint` before the import, put back at the end.
        private var checkpoint = 1000
        /// WAL pages between two automatic checkpoints while the import writes (64 MB).
        static let checkpointPages = 16_384

        init(store: Store, runID: String, packID: String) {
            self.store = store
            self.runID = runID
            self.packID = packID
        }

        var added: Int { condition.withLock { _added } }

        /// Rows written a second by the last transaction (its whole time, the commit included).
        private var rate: Double?

        /// How many rows the writer writes in about `target`, from its last transaction's
        /// pace, between `least` and `most` (`least` before the first transaction).
        func rows(in target: Duration, least: Int, most: Int) -> Int {
            guard let rate = condition.withLock({ rate }) else { return least }
            let seconds = Double(target.components.seconds) + Double(target.components.attoseconds) / 1e18
            let rows = (rate * seconds).rounded()
            guard rows.isFinite else { return most }
            return Int(max(Double(least), min(Double(most), rows)))
        }

        /// Queues `rows`, after the batch before them has been taken; throws the writer's
        /// first error.
        func submit(_ rows: Batch) throws {
            condition.lock()
            defer { condition.unlock() }
            if thread == nil {
                closing = false
                // A bigger page cache for the import's transactions (64 MB at most), so that index
                // pages are not written and read again within one transaction.
                // The run creates every category before its questions, in the same transaction,
                // so the per-row foreign key lookup is left out while it writes.
                // A batch import may wait longer for the lock than a game (60 s, not 3 s): a game
                // starting up or saving holds it only briefly, and giving up would undo it all.
                // Its chunks need not reach the disk one by one (`synchronous = NORMAL`: in WAL mode
                // a crash can lose the last chunks, never corrupt the bank, and a run cut short is
                // removed anyway); the commit point is written with the store's own setting.
                synchronous = try store.inDatabase { db in
                    let mode = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2
                    try db.execute(
                        sql:
                            "PRAGMA cache_size = -65536; PRAGMA foreign_keys = OFF; PRAGMA busy_timeout = 60000; PRAGMA synchronous = NORMAL"
                    )
                    // The WAL is copied back into the bank every 64 MB rather than every 4 MB: a page
                    // that several transactions change is copied once, and the disk is synced less.
                    checkpoint = try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1000
                    try db.execute(sql: "PRAGMA wal_autocheckpoint = \(Self.checkpointPages)")
                    return mode
                }
                let t = Thread { [self] in run() }
                t.name = "earshot-import-writer"
                thread = t
                t.start()
            }
            while pending != nil, error == nil { condition.wait() }
            if let error { throw error }
            pending = rows
            condition.broadcast()
        }

        /// Waits until everything queued is written; throws the writer's first error.
        func finish() throws {
            condition.lock()
            defer { condition.unlock() }
            while pending != nil || busy { condition.wait() }
            if thread != nil {
                let (mode, pages) = (synchronous, checkpoint)
                try? store.inDatabase { db in
                    try db.execute(
                        sql:
                            "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000; PRAGMA synchronous = \(mode); PRAGMA wal_autocheckpoint = \(pages)"
                    )
                }
            }
            closing = true
            thread = nil
            condition.broadcast()
            if let error { throw error }
        }

        private func run() {
            while true {
                condition.lock()
                while pending == nil {
                    if closing {
                        condition.unlock()
                        return
                    }
                    condition.wait()
                }
                let rows = pending!
                pending = nil
                busy = true
                condition.broadcast()
                condition.unlock()
                var failure: (any Error)?
                var count = 0
                let started = ContinuousClock.now
                do { count = try write(rows) } catch { failure = error }
                let took = started.duration(to: .now)
                condition.lock()
                _added += count
                let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
                if failure == nil, rows.count > 0, seconds > 0 { rate = Double(rows.count) / seconds }
                if let failure, error == nil { error = failure }
                busy = false
                condition.broadcast()
                condition.unlock()
                store.yieldToOthers(after: took)
            }
        }

        private func write(_ rows: Batch) throws -> Int {
            let (runID, packID) = (runID, packID)
            return try store.write { db -> Int in
                var made: [String] = []
                for c in rows.newCategories where try !CategoryRecord.exists(db, key: c.id) {
                    try CategoryRecord(id: c.id, name: c.name, description: c.description, questionCount: 0, language: c.language.rawValue)
                        .insert(db)
                    made.append(c.id)
                }
                let before = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(rowid), 0) FROM question") ?? 0
                let count = try rows.insert(into: db, packID: packID)
                var created = ""
                if !made.isEmpty {
                    let all = JSONList.decode(
                        try String.fetchOne(db, sql: "SELECT createdCategories FROM importRun WHERE id = ?", arguments: [runID]) ?? "[]")
                    created = JSONList.encode(all + made)
                }
                try db.execute(
                    sql: """
                        UPDATE importRun SET firstRowid = COALESCE(firstRowid, ?), lastRowid = (SELECT MAX(rowid) FROM question),
                          createdCategories = CASE WHEN ? = '' THEN createdCategories ELSE ? END
                        WHERE id = ?
                        """, arguments: [before + 1, created, created, runID])
                return count
            }
        }
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
                t.column("firstRowid", .integer)
                t.column("lastRowid", .integer)
            }
        }
    }

    /// Removes imports cut short (by a crash, a kill) that never reached their commit point.
    /// Runs of other processes still alive (another import going on now) are left alone, and
    /// so are this process's own when `includingOwn` is false (a store opened while this
    /// process imports). Returns how many were removed.
    @discardableResult
    public func finishInterruptedImports(includingOwn: Bool = true) throws -> Int {
        let all = try read { db in try Row.fetchAll(db, sql: "SELECT id, pid FROM importRun") }
        let runs = all.filter { row in
            let pid: Int32 = row["pid"]
            if pid == getpid() { return includingOwn }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        for run in runs {
            try rollBackRun(run["id"], chunkSize: 10_000)
            if let path { ImportReserve.removeLeftover(beside: path, pid: run["pid"]) }
        }
        return runs.count
    }

    /// Removes a run's rows, and the categories it created that are still empty, in short
    /// transactions; then its bookkeeping.
    func rollBackRun(_ runID: String, chunkSize: Int) throws {
        guard
            let run = try read({ db in
                try Row.fetchOne(
                    db, sql: "SELECT packID, firstRowid, lastRowid, createdCategories FROM importRun WHERE id = ?", arguments: [runID])
            })
        else { return }
        let packID: String = run["packID"]
        if let first: Int64 = run["firstRowid"], let last: Int64 = run["lastRowid"] {
            var from = first
            while from <= last {
                let to = min(last, from + Int64(chunkSize) - 1)
                try write { db in
                    try db.execute(
                        sql: "DELETE FROM question WHERE rowid BETWEEN ? AND ? AND packID = ?", arguments: [from, to, packID])
                }
                from = to + 1
                yieldToOthers()
            }
        }
        let created: String = run["createdCategories"]
        try write { db in
            for id in JSONList.decode(created) {
                try db.execute(
                    sql: "DELETE FROM category WHERE id = ? AND NOT EXISTS (SELECT 1 FROM question WHERE categoryID = ?)",
                    arguments: [id, id])
            }
            try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [runID])
            try Self.recount(db)
        }
    }

    /// A pause between an import's transactions, so that a game waiting to save an answer gets
    /// the write lock in between: SQLite's busy handler retries at growing intervals (up to
    /// 100 ms), so the gap is a quarter of the transaction's time, at least 10 ms and at most
    /// 250 ms.
    func yieldToOthers(after transaction: Duration = .zero) {
        let gap = min(max(transaction / 4, .milliseconds(10)), .milliseconds(250))
        usleep(UInt32(gap.components.seconds * 1_000_000 + gap.components.attoseconds / 1_000_000_000_000))
    }

    /// Runs `body` on the connection outside any transaction (for the temp tables).
    func inDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.explained(path: path ?? "memory") { try queue.writeWithoutTransaction(body) }
    }
}

/// A list of strings as a JSON array, written and read fast (imports write millions).
enum JSONList {
    static func encode(_ list: [String]) -> String { JSONEscape.array(list) }

    static func decode(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}
