import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// What happened to the author's submissions since they last heard, oldest decision
    /// first, as the SQLite store orders them. One `UPDATE … RETURNING` marks them told and
    /// reads them at once, so two sessions of the same author never both hear one notice.
    public func takeNotices(authorID: Int64) async throws -> [SubmissionNotice] {
        let rows = try await query(
            """
            UPDATE submission SET author_told = TRUE WHERE author_id = \(authorID) AND author_told = FALSE
            RETURNING id, state, text, category_id, reason, reviewed_at
            """)
        var told: [(notice: SubmissionNotice, at: Date?, categoryID: String)] = []
        for try await (id, state, text, category, reason, at) in rows.decode((Int64, String, String, String, String?, Date?).self) {
            let notice = SubmissionNotice(
                submissionID: id, state: SubmissionState(rawValue: state) ?? .changes, questionText: text, categoryName: category,
                reason: reason)
            told.append((notice, at, category))
        }
        guard !told.isEmpty else { return [] }
        var names: [String: String] = [:]
        let ids = Array(Set(told.map(\.categoryID)))
        for try await (id, name) in try await query("SELECT id, name FROM category WHERE id = ANY(\(ids))").decode(
            (String, String).self)
        {
            names[id] = name
        }
        // SQLite's ORDER BY reviewedAt, id: a missing time first.
        told.sort { a, b in
            switch (a.at, b.at) {
            case (nil, nil): return a.notice.submissionID < b.notice.submissionID
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x != y ? x < y : a.notice.submissionID < b.notice.submissionID
            }
        }
        return told.map { item in
            var notice = item.notice
            notice.categoryName = names[item.categoryID] ?? item.categoryID
            return notice
        }
    }
}
