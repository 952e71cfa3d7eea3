import EarshotCore
import GRDB
import GRDBSQLite

extension BulkImport {
    /// One transaction's questions, packed into a single byte buffer as they are staged: each
    /// row's text columns (content hash, category, kind, difficulty, text, answers, wrong,
    /// explanation) are byte ranges of ``bytes``, so the writer binds them to its one prepared
    /// `INSERT` without copying, and nothing is allocated or released per question.
    struct Batch {
        static let columns = 8
        /// The rows' column bytes, one after another.
        var bytes: [UInt8] = []
        /// For each row and column, where its bytes start and how many there are (`-1`: NULL).
        var spans: [Int] = []
        /// Each row's answer tolerance (NaN: none).
        var tolerances: [Double] = []
        /// Categories first met in this batch, created before its questions.
        var newCategories: [Category] = []
        /// Reused for each question's canonical text, before it is hashed.
        private var canonical: [UInt8] = []

        var count: Int { tolerances.count }
        var isEmpty: Bool { tolerances.isEmpty }

        init(capacity: Int = 0) {
            bytes.reserveCapacity(capacity * 320)
            spans.reserveCapacity(capacity * 2 * Self.columns)
            tolerances.reserveCapacity(capacity)
        }

        /// Appends `q`, hashing it (the same hash as ``Question/contentHash``) and encoding its
        /// lists as JSON arrays (as `JSONList.encode`).
        mutating func append(_ q: Question) {
            // The content hash, straight into the buffer as 64 hex digits.
            ContentHash.canonical(of: q, into: &canonical)
            let hex = canonical.withUnsafeBytes { SHA256.hex(of: $0) }
            add(hex)
            add(q.categoryID)
            add(q.kind.rawValue)
            add(q.difficulty.rawValue)
            add(q.text)
            let answersStart = bytes.count
            JSONList.append(q.answers, to: &bytes)
            spans.append(answersStart)
            spans.append(bytes.count - answersStart)
            let wrongStart = bytes.count
            JSONList.append(q.wrong, to: &bytes)
            spans.append(wrongStart)
            spans.append(bytes.count - wrongStart)
            if let explanation = q.explanation {
                add(explanation)
            } else {
                spans.append(0)
                spans.append(-1)
            }
            tolerances.append(q.tolerance ?? .nan)
        }

        private mutating func add(_ text: String) {
            spans.append(bytes.count)
            let start = bytes.count
            bytes.appendUTF8(text)
            spans.append(bytes.count - start)
        }

        /// Rows per `INSERT` statement: one statement of many rows costs SQLite its statement
        /// set-up (and the `AUTOINCREMENT` bookkeeping in `sqlite_sequence`) once for all of them.
        static let rowsPerStatement = 64

        /// The `INSERT` of ``rowsPerStatement`` rows, made once.
        static let fullInsertSQL = insertSQL(rows: rowsPerStatement)

        /// The `INSERT` of `rows` rows: `?1` is the pack id, shared; row `r`'s content hash,
        /// category, kind, difficulty, text, answers, wrong options, explanation and tolerance
        /// are `?(2 + 9r)` to `?(10 + 9r)`. A row whose content hash is already in the bank, or
        /// earlier in the same statement, is skipped. `OR IGNORE` rather than `ON CONFLICT DO
        /// NOTHING`, so that no row can make the statement abort: SQLite then keeps no statement
        /// journal (a temporary file of every page the statement changes, as big as the
        /// writing itself). The unique content hash is the only constraint a row can break:
        /// every `NOT NULL` column is bound to text, and the id is new.
        static func insertSQL(rows: Int) -> String {
            let values = (0..<rows).map { r in
                let b = 2 + 9 * r
                return "(?\(b), ?1, ?\(b + 1), ?\(b + 2), ?\(b + 3), ?\(b + 4), ?\(b + 5), ?\(b + 6), ?\(b + 7), ?\(b + 8), 0)"
            }
            return """
                INSERT OR IGNORE INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong,
                  explanation, tolerance, retired) VALUES \(values.joined(separator: ", "))
                """
        }

        /// Inserts every row, in order, ``rowsPerStatement`` rows per statement (the last
        /// statement takes what is left); returns how many rows were new. The pack id is bound
        /// once per statement; each row's columns are bound as byte ranges of ``bytes``.
        func insert(into db: Database, packID: String) throws -> Int {
            var added = 0
            var row = 0
            while row < count {
                let n = Swift.min(Self.rowsPerStatement, count - row)
                let statement = try db.cachedStatement(sql: n == Self.rowsPerStatement ? Self.fullInsertSQL : Self.insertSQL(rows: n))
                added += try insert(rows: row..<(row + n), with: statement, packID: packID, db: db)
                row += n
            }
            return added
        }

        /// Binds `rows` to `statement` (made by ``insertSQL(rows:)`` for as many rows) and runs
        /// it once; returns how many rows were new.
        private func insert(rows: Range<Int>, with statement: Statement, packID: String, db: Database) throws -> Int {
            let sql = statement.sqliteStatement
            // SQLITE_TRANSIENT: SQLite copies the pack id; the rows' bytes stay put while bound.
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            sqlite3_reset(sql)
            defer {
                sqlite3_reset(sql)
                sqlite3_clear_bindings(sql)
            }
            var rc = packID.withCString { sqlite3_bind_text(sql, 1, $0, -1, transient) }
            guard rc == SQLITE_OK else { throw Self.error(rc, db) }
            try bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                let empty: StaticString = ""
                let emptyText = UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
                try spans.withUnsafeBufferPointer { spans in
                    for (r, row) in rows.enumerated() {
                        let first = Int32(2 + 9 * r)
                        for column in 0..<Self.columns {
                            let start = spans[(row * Self.columns + column) * 2]
                            let length = spans[(row * Self.columns + column) * 2 + 1]
                            let index = first + Int32(column)
                            if length < 0 {
                                rc = sqlite3_bind_null(sql, index)
                            } else {
                                // SQLITE_STATIC (nil): the bytes outlive the statement's use of them.
                                rc = sqlite3_bind_text(sql, index, length == 0 ? emptyText : base! + start, Int32(length), nil)
                            }
                            guard rc == SQLITE_OK else { throw Self.error(rc, db) }
                        }
                        let tolerance = tolerances[row]
                        let index = first + Int32(Self.columns)
                        rc = tolerance.isNaN ? sqlite3_bind_null(sql, index) : sqlite3_bind_double(sql, index, tolerance)
                        guard rc == SQLITE_OK else { throw Self.error(rc, db) }
                    }
                }
            }
            rc = sqlite3_step(sql)
            guard rc == SQLITE_DONE else { throw Self.error(rc, db) }
            return Int(sqlite3_changes(db.sqliteConnection))
        }

        private static func error(_ code: Int32, _ db: Database) -> DatabaseError {
            DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage)
        }
    }
}

/// ``Question/contentHash``'s canonical text, built in a reused byte buffer: the category, kind
/// and difficulty, the text trimmed, the answers trimmed, and the wrong options trimmed and
/// sorted, separated by U+001E and U+001F. Text with nothing to trim (nearly all of it, once
/// an importer has cleaned it) is not copied.
enum ContentHash {
    static func canonical(of q: Question, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out.appendUTF8(q.categoryID)
        out.append(0x1E)
        out.appendUTF8(q.kind.rawValue)
        out.append(0x1E)
        out.appendUTF8(q.difficulty.rawValue)
        out.append(0x1E)
        out.appendUTF8(trimmed(q.text))
        out.append(0x1E)
        for (i, a) in q.answers.enumerated() {
            if i > 0 { out.append(0x1F) }
            out.appendUTF8(trimmed(a))
        }
        out.append(0x1E)
        let wrong: [Substring]
        if q.wrong.count < 2 {
            wrong = q.wrong.map(trimmed)
        } else {
            wrong = q.wrong.map(trimmed).sorted()
        }
        for (i, w) in wrong.enumerated() {
            if i > 0 { out.append(0x1F) }
            out.appendUTF8(w)
        }
    }

    /// `text.trimmingWhitespace`, without a copy when the first and last bytes are ASCII other
    /// than white space (then the first and last characters cannot be white space).
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text[...] }
        if first < 0x80, last < 0x80, !isSpace(first), !isSpace(last) { return text[...] }
        return Substring(text.trimmingWhitespace)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
}

extension JSONList {
    /// Appends `list` as a JSON array to `out`: the same bytes as ``encode(_:)``.
    static func append(_ list: [String], to out: inout [UInt8]) { JSONEscape.appendArray(list, to: &out) }
}
