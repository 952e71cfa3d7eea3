import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``BankStore`` on SQLite.
extension Store: BankStore {
    /// Questions in the bank that are not retired, filtered by category (id or name) and by
    /// words that must all appear in the text, by id.
    public func searchQuestions(category: String?, words: [String], offset: Int, limit: Int) async throws -> (
        items: [BankQuestion], total: Int
    ) {
        try await read { db in
            var request = QuestionRecord.filter(Column("retired") == false)
            if let category { request = request.filter(Column("categoryID") == category) }
            for w in words { request = request.filter(Column("text").like(Self.containsPattern(w), escape: "\\")) }
            let total = try request.fetchCount(db)
            let items = try request.order(Column("id")).limit(limit, offset: offset).fetchAll(db).compactMap(Self.bank)
            return (items, total)
        }
    }

    /// One question of the bank, retired or not.
    public func bankQuestion(_ id: Int64) async throws -> BankQuestion? {
        try await read { db in try QuestionRecord.fetchOne(db, key: id).flatMap(Self.bank) }
    }

    /// Adds one question to the bank straight away (a moderator's `add question`). Returns
    /// its id.
    public func addQuestion(_ q: Question, packID: String = "community") async throws -> Int64 {
        try await write { db in try Self.insertQuestion(q, packID: packID, db: db) }
    }

    /// Changes a question in place; games that asked it keep pointing at it.
    public func updateQuestion(_ id: Int64, _ q: Question) async throws {
        try await write { db in
            guard var record = try QuestionRecord.fetchOne(db, key: id) else { throw StoreError("There is no question number \(id).") }
            if try QuestionRecord.filter(Column("contentHash") == q.contentHash && Column("id") != id).fetchCount(db) > 0 {
                throw StoreError("The bank already has a question exactly like this one.")
            }
            let packID = record.packID
            record = QuestionRecord(q, packID: packID)
            record.id = id
            try record.update(db)
            if try CategoryRecord.fetchOne(db, key: q.categoryID) == nil {
                try CategoryRecord(id: q.categoryID, name: q.categoryID.capitalized, description: nil, questionCount: 0).insert(db)
            }
            try Self.recount(db)
        }
    }

    /// Retires a question: it is never drawn again (drawing reads only `retired = 0`), and
    /// games that asked it keep their records. Returns `false` when it was retired already.
    @discardableResult
    public func retireQuestion(_ id: Int64) async throws -> Bool {
        try await write { db in
            guard try QuestionRecord.fetchOne(db, key: id) != nil else { throw StoreError("There is no question number \(id).") }
            try db.execute(sql: "UPDATE question SET retired = 1 WHERE id = ? AND retired = 0", arguments: [id])
            let changed = db.changesCount > 0
            try Self.recount(db)
            return changed
        }
    }
}
