import Foundation
import GRDB

extension Store {
    /// Failures counted by key for the login and PIN throttles (`ThrottleStore`): a key's
    /// failures in a row and when the last one was. The PostgreSQL twin is
    /// `PostgresStore+ThrottleMigration.swift`, under the same name.
    static func registerThrottles(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v8-throttles") { db in
            try db.create(table: "throttle") { t in
                t.primaryKey("key", .text)
                t.column("failures", .integer).notNull()
                t.column("lastAt", .datetime).notNull()
            }
            try db.create(index: "throttle_by_last", on: "throttle", columns: ["lastAt"])
        }
    }
}
