import EarshotCore
import Foundation
import GRDB

extension Store {
    /// A store-wide setting, as text.
    public func setting(_ key: String) async throws -> String? {
        try await read { db in try String.fetchOne(db, sql: "SELECT value FROM storeSetting WHERE key = ?", arguments: [key]) }
    }

    /// Sets a store-wide setting.
    public func setSetting(_ key: String, _ value: String) async throws {
        try await write { db in
            try db.execute(
                sql: "INSERT INTO storeSetting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }
}
