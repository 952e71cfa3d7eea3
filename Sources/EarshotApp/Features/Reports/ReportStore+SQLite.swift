import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``ReportStore`` on SQLite: the `report` table (migration `v7-reports`).
extension Store: ReportStore {
    static let reportSelect = "SELECT r.*, p.name AS reporterName FROM report r JOIN player p ON p.id = r.reporterID"

    static func reportFrom(_ row: Row) -> Report {
        Report(
            id: row["id"], kind: ReportKind(rawValue: row["kind"]) ?? .feedback, reporterID: row["reporterID"],
            reporterName: row["reporterName"], questionID: row["questionID"], questionText: row["questionText"],
            words: row["words"], sentAt: row["sentAt"], state: ReportState(rawValue: row["state"]) ?? .open,
            reason: row["reason"])
    }

    public func fileReport(
        kind: ReportKind, reporterID: Int64, questionID: Int64?, questionText: String?, words: String, at: Date
    ) async throws -> Int64 {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO report (kind, reporterID, questionID, questionText, words, sentAt, state, reporterTold)
                    VALUES (?, ?, ?, ?, ?, ?, 'open', 1)
                    """,
                arguments: [kind.rawValue, reporterID, questionID, questionText, words, at])
            return db.lastInsertedRowID
        }
    }

    public func reportTimes(reporterID: Int64, since: Date) async throws -> [Date] {
        try await read { db in
            try Date.fetchAll(
                db, sql: "SELECT sentAt FROM report WHERE reporterID = ? AND sentAt >= ? ORDER BY sentAt",
                arguments: [reporterID, since])
        }
    }

    public func hourlyReportLimit() async throws -> Int {
        try await setting(ReportLimits.perHourKey).flatMap { Int($0) } ?? ReportLimits.perHour
    }

    public func openReports(offset: Int, limit: Int) async throws -> (items: [Report], total: Int) {
        try await read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM report WHERE state = 'open'") ?? 0
            let items = try Row.fetchAll(
                db, sql: Self.reportSelect + " WHERE r.state = 'open' ORDER BY r.sentAt, r.id LIMIT ? OFFSET ?",
                arguments: [limit, offset]
            ).map(Self.reportFrom)
            return (items, total)
        }
    }

    public func report(_ id: Int64) async throws -> Report? {
        try await read { db in try Row.fetchOne(db, sql: Self.reportSelect + " WHERE r.id = ?", arguments: [id]).map(Self.reportFrom) }
    }

    public func closeReport(_ id: Int64, state: ReportState, reason: String?, moderatorID: Int64) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE report SET state = ?, reason = ?, moderatorID = ?, closedAt = ?, reporterTold = 0
                    WHERE id = ? AND state = 'open'
                    """,
                arguments: [state.rawValue, reason, moderatorID, self.now, id])
            return db.changesCount > 0
        }
    }

    public func closeReports(questionID: Int64, moderatorID: Int64) async throws -> [Int64] {
        try await write { db in
            let ids = try Int64.fetchAll(
                db, sql: "SELECT id FROM report WHERE questionID = ? AND state = 'open' ORDER BY id", arguments: [questionID])
            try db.execute(
                sql: """
                    UPDATE report SET state = 'done', reason = NULL, moderatorID = ?, closedAt = ?, reporterTold = 0
                    WHERE questionID = ? AND state = 'open'
                    """,
                arguments: [moderatorID, self.now, questionID])
            return ids
        }
    }

    public func takeReportNotices(reporterID: Int64) async throws -> [Report] {
        try await write { db in
            let told = try Row.fetchAll(
                db, sql: Self.reportSelect + " WHERE r.reporterID = ? AND r.reporterTold = 0 ORDER BY r.id",
                arguments: [reporterID]
            ).map(Self.reportFrom)
            guard !told.isEmpty else { return [] }
            try db.execute(sql: "UPDATE report SET reporterTold = 1 WHERE reporterID = ? AND reporterTold = 0", arguments: [reporterID])
            return told
        }
    }
}
