import EarshotCore
import EarshotPostgres
import Foundation
import PostgresNIO

/// ``ReportStore`` on PostgreSQL: the `report` table (migration `v7-reports`), ordered as the
/// SQLite store orders it.
extension PostgresStore: ReportStore {
    static let reportSelect = """
        SELECT r.id, r.kind, r.reporter_id, p.name, r.question_id, r.question_text, r.words, r.sent_at, r.state, r.reason
        FROM report r JOIN player p ON p.id = r.reporter_id
        """

    static func decodeReports(_ rows: PostgresRowSequence) async throws -> [Report] {
        var out: [Report] = []
        for try await (id, kind, reporter, name, question, text, words, at, state, reason) in rows.decode(
            (Int64, String, Int64, String, Int64?, String?, String, Date, String, String?).self)
        {
            out.append(
                Report(
                    id: id, kind: ReportKind(rawValue: kind) ?? .feedback, reporterID: reporter, reporterName: name,
                    questionID: question, questionText: text, words: words, sentAt: at, state: ReportState(rawValue: state) ?? .open,
                    reason: reason))
        }
        return out
    }

    public func fileReport(
        kind: ReportKind, reporterID: Int64, questionID: Int64?, questionText: String?, words: String, at: Date
    ) async throws -> Int64 {
        let rows = try await query(
            """
            INSERT INTO report (kind, reporter_id, question_id, question_text, words, sent_at, state, reporter_told)
            VALUES (\(kind.rawValue), \(reporterID), \(questionID), \(questionText), \(words), \(at), 'open', TRUE)
            RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The report could not be kept.")
    }

    public func reportTimes(reporterID: Int64, since: Date) async throws -> [Date] {
        var times: [Date] = []
        let rows = try await query(
            "SELECT sent_at FROM report WHERE reporter_id = \(reporterID) AND sent_at >= \(since) ORDER BY sent_at")
        for try await at in rows.decode(Date.self) { times.append(at) }
        return times
    }

    public func hourlyReportLimit() async throws -> Int {
        try await setting(ReportLimits.perHourKey).flatMap { Int($0) } ?? ReportLimits.perHour
    }

    public func openReports(offset: Int, limit: Int) async throws -> (items: [Report], total: Int) {
        var total = 0
        for try await n in try await query("SELECT COUNT(*)::BIGINT FROM report WHERE state = 'open'").decode(Int.self) {
            total = n
        }
        let items = try await Self.decodeReports(
            query(
                """
                \(unescaped: Self.reportSelect) WHERE r.state = 'open' ORDER BY r.sent_at, r.id LIMIT \(limit) OFFSET \(offset)
                """))
        return (items, total)
    }

    public func report(_ id: Int64) async throws -> Report? {
        try await Self.decodeReports(query("\(unescaped: Self.reportSelect) WHERE r.id = \(id)")).first
    }

    public func closeReport(_ id: Int64, state: ReportState, reason: String?, moderatorID: Int64) async throws -> Bool {
        let now = self.now
        let rows = try await query(
            """
            UPDATE report SET state = \(state.rawValue), reason = \(reason), moderator_id = \(moderatorID), closed_at = \(now),
              reporter_told = FALSE
            WHERE id = \(id) AND state = 'open' RETURNING id
            """)
        for try await _ in rows.decode(Int64.self) { return true }
        return false
    }

    public func closeReports(questionID: Int64, moderatorID: Int64) async throws -> [Int64] {
        let now = self.now
        let rows = try await query(
            """
            UPDATE report SET state = 'done', reason = NULL, moderator_id = \(moderatorID), closed_at = \(now),
              reporter_told = FALSE
            WHERE question_id = \(questionID) AND state = 'open' RETURNING id
            """)
        var ids: [Int64] = []
        for try await id in rows.decode(Int64.self) { ids.append(id) }
        return ids.sorted()
    }

    /// Marks and returns in one statement, so two sessions of one player (on two servers)
    /// tell each outcome once between them.
    public func takeReportNotices(reporterID: Int64) async throws -> [Report] {
        try await Self.decodeReports(
            query(
                """
                WITH told AS (
                  UPDATE report SET reporter_told = TRUE WHERE reporter_id = \(reporterID) AND reporter_told = FALSE RETURNING id
                )
                \(unescaped: Self.reportSelect) WHERE r.id IN (SELECT id FROM told) ORDER BY r.id
                """))
    }
}
