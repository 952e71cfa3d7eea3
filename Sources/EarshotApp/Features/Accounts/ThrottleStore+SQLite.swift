import EarshotStore
import Foundation
import GRDB

/// ``ThrottleStore`` on SQLite: `throttle` (migration `v8-throttles`). One server uses it, so
/// the time is this computer's. Failures are written on a thread of their own, as a game's
/// writes are.
extension Store: ThrottleStore {
    public func addFailure(keys: [String], forgetAfter: Duration) async throws {
        let now = self.now
        let forgotten = now.addingTimeInterval(-forgetAfter.seconds)
        try await gameWrite { db in
            try db.execute(sql: "DELETE FROM throttle WHERE lastAt < ?", arguments: [forgotten])
            for key in keys {
                try db.execute(
                    sql: """
                        INSERT INTO throttle (key, failures, lastAt) VALUES (?, 1, ?)
                        ON CONFLICT (key) DO UPDATE SET failures = failures + 1, lastAt = excluded.lastAt
                        """,
                    arguments: [key, now])
            }
        }
    }

    public func failures(keys: [String], forgetAfter: Duration) async throws -> [String: ThrottleCount] {
        let now = self.now
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT key, failures, lastAt FROM throttle WHERE key IN (\(keys.map { _ in "?" }.joined(separator: ", "))) AND lastAt >= ?",
                arguments: StatementArguments(keys) + [now.addingTimeInterval(-forgetAfter.seconds)])
        }
        var counts: [String: ThrottleCount] = [:]
        for row in rows {
            let last: Date = row["lastAt"]
            counts[row["key"]] = ThrottleCount(failures: row["failures"], ago: .seconds(max(0, now.timeIntervalSince(last))))
        }
        return counts
    }

    public func failedKeys(prefix: String, forgetAfter: Duration) async throws -> ThrottleCount? {
        let now = self.now
        let (lower, upper) = Self.range(of: prefix)
        let row = try read { db in
            try Row.fetchOne(
                db, sql: "SELECT count(*) AS n, max(lastAt) AS last FROM throttle WHERE key >= ? AND key < ? AND lastAt >= ?",
                arguments: [lower, upper, now.addingTimeInterval(-forgetAfter.seconds)])
        }
        guard let row, let last = row["last"] as Date?, let n = row["n"] as Int?, n > 0 else { return nil }
        return ThrottleCount(failures: n, ago: .seconds(max(0, now.timeIntervalSince(last))))
    }

    public func forgetFailures(keys: [String]) async throws {
        try await gameWrite { db in
            for key in keys { try db.execute(sql: "DELETE FROM throttle WHERE key = ?", arguments: [key]) }
        }
    }
}
