import EarshotAccounts
import EarshotCore
import Foundation
import GRDB

extension Store {
    /// Issue 20's migration of player names: a name is unique under its ``NameKey`` (one rule
    /// for both stores, beyond ASCII case), hot-seat guests share no name with accounts, a
    /// ban is dated, and what a migration or an admin did is written to `audit`.
    ///
    /// SQLite cannot drop the old `UNIQUE COLLATE NOCASE` of `player.name`, so the table is
    /// made again (GRDB defers foreign-key checks for the whole migration). Names are
    /// composed (NFC). Two existing names with one key both stay: the later one's key gets
    /// `#id`, so it still logs in by its exact name, and an `audit` row records the pair.
    static func registerNameKeys(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4-player-name-keys") { db in
            try db.create(table: "audit") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("at", .datetime).notNull()
                t.column("actorID", .integer).references("player", onDelete: .setNull)
                t.column("targetID", .integer).references("player", onDelete: .cascade)
                t.column("action", .text).notNull()
                t.column("detail", .text)
                t.column("toldAt", .datetime)
            }
            try db.create(index: "audit_by_target", on: "audit", columns: ["targetID", "toldAt"])
            try db.create(table: "player_new") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().collate(.nocase)
                t.column("createdAt", .datetime).notNull()
                t.column("settings", .text).notNull().defaults(to: "{}")
                t.column("passwordHash", .text)
                t.column("role", .text).notNull().defaults(to: "player")
                t.column("registered", .boolean).notNull().defaults(to: false)
                t.column("banned", .boolean).notNull().defaults(to: false)
                t.column("banReason", .text)
                t.column("failedLogins", .integer).notNull().defaults(to: 0)
                t.column("nameKey", .text).notNull().defaults(to: "")
                t.column("shapeKey", .text).notNull().defaults(to: "")
                t.column("spokenKey", .text)
                t.column("guest", .boolean).notNull().defaults(to: false)
                t.column("bannedAt", .datetime)
            }
            try db.execute(
                sql: """
                    INSERT INTO player_new (id, name, createdAt, settings, passwordHash, role, registered, banned, banReason, failedLogins)
                    SELECT id, name, createdAt, settings, passwordHash, role, registered, banned, banReason, failedLogins FROM player
                    """)
            try db.drop(table: "player")
            try db.rename(table: "player_new", to: "player")
            let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM player ORDER BY id")
            let keyed = NameMigration.keys(for: rows.map { (id: $0["id"] as Int64, name: $0["name"] as String) })
            for row in keyed.rows {
                try db.execute(
                    sql: "UPDATE player SET name = ?, nameKey = ?, shapeKey = ? WHERE id = ?",
                    arguments: [row.name, row.key, row.shape, row.id])
            }
            for clash in keyed.clashes {
                try db.execute(
                    sql: "INSERT INTO audit (at, targetID, action, detail) VALUES (?, ?, ?, ?)",
                    arguments: [Date(), clash.id, "name-clash", clash.detail])  // AuditAction.nameClash
            }
            try db.create(
                index: "player_by_name_key", on: "player", columns: ["nameKey"], unique: true, condition: Column("guest") == false)
            try db.create(index: "player_by_name", on: "player", columns: ["name"])
            try db.create(index: "player_by_shape_key", on: "player", columns: ["shapeKey"])
            try db.create(index: "player_by_spoken_key", on: "player", columns: ["spokenKey"])
        }
    }
}
