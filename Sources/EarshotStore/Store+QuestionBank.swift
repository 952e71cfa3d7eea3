import EarshotCore
import Foundation
import GRDB

/// A question of the bank with its id, as moderators see it.
public struct BankQuestion: Sendable, Equatable {
    public var id: Int64
    public var question: Question
    public var packID: String
    public var retired: Bool
}

extension Store {
    /// Questions in the bank that are not retired, filtered by category (id or name) and by
    /// words that must all appear in the text, by id.
    public func searchQuestions(category: String?, words: [String], offset: Int, limit: Int) throws -> (
        items: [BankQuestion], total: Int
    ) {
        try read { db in
            var request = QuestionRecord.filter(Column("retired") == false)
            if let category { request = request.filter(Column("categoryID") == category) }
            for w in words { request = request.filter(Column("text").like(Self.containsPattern(w), escape: "\\")) }
            let total = try request.fetchCount(db)
            let items = try request.order(Column("id")).limit(limit, offset: offset).fetchAll(db).compactMap(Self.bank)
            return (items, total)
        }
    }

    static func bank(_ r: QuestionRecord) -> BankQuestion? {
        guard let id = r.id, let q = r.question else { return nil }
        return BankQuestion(id: id, question: q, packID: r.packID, retired: r.retired)
    }

    /// One question of the bank, retired or not.
    public func bankQuestion(_ id: Int64) throws -> BankQuestion? {
        try read { db in try QuestionRecord.fetchOne(db, key: id).flatMap(Self.bank) }
    }

    /// Adds one question to the bank straight away (a moderator's `add question`). Returns
    /// its id.
    public func addQuestion(_ q: Question, packID: String = "community") throws -> Int64 {
        try write { db in try Self.insertQuestion(q, packID: packID, db: db) }
    }

    /// Changes a question in place; games that asked it keep pointing at it.
    public func updateQuestion(_ id: Int64, _ q: Question) throws {
        try write { db in
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
    public func retireQuestion(_ id: Int64) throws -> Bool {
        try write { db in
            guard try QuestionRecord.fetchOne(db, key: id) != nil else { throw StoreError("There is no question number \(id).") }
            try db.execute(sql: "UPDATE question SET retired = 1 WHERE id = ? AND retired = 0", arguments: [id])
            let changed = db.changesCount > 0
            try Self.recount(db)
            return changed
        }
    }

    /// How many answers a game has recorded, pointing at questions retired or not.
    public func answerCount(gameID: Int64) throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE gameID = ? AND questionID IS NOT NULL", arguments: [gameID]) ?? 0
        }
    }
}

extension Store {
    /// A `LIKE` pattern that finds `word` anywhere, with `%`, `_` and `\` in the word taken
    /// as themselves (escaped with `\`): `questions science %` looks for a percent sign.
    public static func containsPattern(_ word: String) -> String {
        var escaped = ""
        for c in word {
            if c == "%" || c == "_" || c == "\\" { escaped.append("\\") }
            escaped.append(c)
        }
        return "%" + escaped + "%"
    }
}
