import EarshotCore
import EarshotPostgres
import EarshotStore
import Foundation
import PostgresNIO

/// ``AuditStore`` on PostgreSQL.
extension PostgresStore: AuditStore {
    static let auditColumns = """
        SELECT a.id, a.at, a.actor_id, actor.name, a.target_id, target.name, a.action, a.detail
        FROM audit a LEFT JOIN player actor ON actor.id = a.actor_id LEFT JOIN player target ON target.id = a.target_id
        """

    static func auditEntries(_ rows: PostgresRowSequence) async throws -> [AuditEntry] {
        var out: [AuditEntry] = []
        for try await (id, at, actorID, actorName, targetID, targetName, action, detail) in rows.decode(
            (Int64, Date, Int64?, String?, Int64?, String?, String, String?).self)
        {
            guard let action = AuditAction(rawValue: action) else { continue }
            out.append(
                AuditEntry(
                    id: id, at: at, actorID: actorID, actorName: actorName, targetID: targetID, targetName: targetName,
                    action: action, detail: detail))
        }
        return out
    }

    @discardableResult
    public func addAudit(actorID: Int64?, targetID: Int64, action: AuditAction, detail: String?) async throws -> Int64 {
        let now = self.now
        let rows = try await query(
            """
            INSERT INTO audit (at, actor_id, target_id, action, detail)
            VALUES (\(now), \(actorID), \(targetID), \(action.rawValue), \(detail)) RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        return 0
    }

    public func audit(after id: Int64, limit: Int) async throws -> [AuditEntry] {
        try await Self.auditEntries(query("\(unescaped: Self.auditColumns) WHERE a.id > \(id) ORDER BY a.id LIMIT \(limit)"))
    }

    public func lastAuditID() async throws -> Int64 {
        for try await id in try await query("SELECT COALESCE(MAX(id), 0)::BIGINT FROM audit").decode(Int64.self) { return id }
        return 0
    }

    /// Marks and returns in one statement, so two sessions of one player (on two servers)
    /// tell each entry once between them.
    public func takeUntold(targetID: Int64) async throws -> [AuditEntry] {
        let now = self.now
        let rows = try await query(
            """
            WITH told AS (
              UPDATE audit SET told_at = \(now)
              WHERE target_id = \(targetID) AND told_at IS NULL AND action IN ('ban', 'unban', 'promote', 'demote')
              RETURNING id
            )
            \(unescaped: Self.auditColumns) WHERE a.id IN (SELECT id FROM told) ORDER BY a.id
            """)
        return try await Self.auditEntries(rows)
    }
}
