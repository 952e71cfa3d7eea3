import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``AuditStore`` on SQLite.
extension Store: AuditStore {
    static let auditColumns = """
        audit.id, audit.at, audit.actorID, actor.name AS actorName, audit.targetID, target.name AS targetName,
        audit.action, audit.detail
        FROM audit LEFT JOIN player AS actor ON actor.id = audit.actorID LEFT JOIN player AS target ON target.id = audit.targetID
        """

    static func auditEntry(_ row: Row) -> AuditEntry? {
        guard let action = AuditAction(rawValue: row["action"]) else { return nil }
        return AuditEntry(
            id: row["id"], at: row["at"], actorID: row["actorID"], actorName: row["actorName"], targetID: row["targetID"],
            targetName: row["targetName"], action: action, detail: row["detail"])
    }

    @discardableResult
    public func addAudit(actorID: Int64?, targetID: Int64, action: AuditAction, detail: String?) async throws -> Int64 {
        try await write { db in
            try db.execute(
                sql: "INSERT INTO audit (at, actorID, targetID, action, detail) VALUES (?, ?, ?, ?, ?)",
                arguments: [self.now, actorID, targetID, action.rawValue, detail])
            return db.lastInsertedRowID
        }
    }

    public func audit(after id: Int64, limit: Int) async throws -> [AuditEntry] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.auditColumns) WHERE audit.id > ? ORDER BY audit.id LIMIT ?", arguments: [id, limit]
            ).compactMap(Self.auditEntry)
        }
    }

    public func lastAuditID() async throws -> Int64 {
        try await read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM audit") ?? 0 }
    }

    public func takeUntold(targetID: Int64) async throws -> [AuditEntry] {
        try await write { db in
            let told = [AuditAction.ban, .unban, .promote, .demote].map(\.rawValue)
            let entries = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.auditColumns) WHERE audit.targetID = ? AND audit.toldAt IS NULL
                    AND audit.action IN (?, ?, ?, ?) ORDER BY audit.id
                    """,
                arguments: StatementArguments([targetID] + told)
            ).compactMap(Self.auditEntry)
            guard !entries.isEmpty else { return [] }
            try db.execute(
                sql: "UPDATE audit SET toldAt = ? WHERE id IN (\(entries.map { _ in "?" }.joined(separator: ",")))",
                arguments: StatementArguments([self.now as any DatabaseValueConvertible] + entries.map(\.id)))
            return entries
        }
    }
}
