import EarshotPostgres
import Foundation
import PostgresNIO

/// ``ThrottleStore`` on PostgreSQL: `throttle` (migration `v8-throttles`), shared by every
/// server of the club. Times are the database's `now()`, so that servers agree whatever their
/// own clocks say.
extension PostgresStore: ThrottleStore {
    public func addFailure(keys: [String], forgetAfter: Duration) async throws {
        let forget = forgetAfter.seconds
        _ = try await query("DELETE FROM throttle WHERE last_at < now() - make_interval(secs => \(forget))")
        _ = try await query(
            """
            INSERT INTO throttle (key, failures, last_at) SELECT k, 1, now() FROM unnest(\(keys)::TEXT[]) AS k
            ON CONFLICT (key) DO UPDATE SET failures = throttle.failures + 1, last_at = now()
            """)
    }

    public func failures(keys: [String], forgetAfter: Duration) async throws -> [String: ThrottleCount] {
        let rows = try await query(
            """
            SELECT key, failures, extract(epoch FROM now() - last_at)::FLOAT8 FROM throttle
            WHERE key = ANY(\(keys)::TEXT[]) AND last_at >= now() - make_interval(secs => \(forgetAfter.seconds))
            """)
        var counts: [String: ThrottleCount] = [:]
        for try await (key, failures, ago) in rows.decode((String, Int, Double).self) {
            counts[key] = ThrottleCount(failures: failures, ago: .seconds(max(0, ago)))
        }
        return counts
    }

    public func failedKeys(prefix: String, forgetAfter: Duration) async throws -> ThrottleCount? {
        let (lower, upper) = Self.range(of: prefix)
        let rows = try await query(
            """
            SELECT count(*)::BIGINT, extract(epoch FROM now() - max(last_at))::FLOAT8 FROM throttle
            WHERE key >= \(lower) AND key < \(upper) AND last_at >= now() - make_interval(secs => \(forgetAfter.seconds))
            """)
        for try await (n, ago) in rows.decode((Int64, Double?).self) {
            guard n > 0, let ago else { return nil }
            return ThrottleCount(failures: Int(n), ago: .seconds(max(0, ago)))
        }
        return nil
    }

    public func forgetFailures(keys: [String]) async throws {
        _ = try await query("DELETE FROM throttle WHERE key = ANY(\(keys)::TEXT[])")
    }
}
