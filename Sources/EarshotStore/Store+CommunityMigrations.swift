import EarshotCore
import GRDB

extension Store {
    /// Issue 10's migrations: accounts and roles, then the moderation queue and notices, then
    /// follows and store settings. Shipped migrations are never edited.
    static func registerCommunityMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-accounts") { db in
            try db.alter(table: "player") { t in
                t.add(column: "passwordHash", .text)
                t.add(column: "role", .text).notNull().defaults(to: "player")
                t.add(column: "registered", .boolean).notNull().defaults(to: false)
                t.add(column: "banned", .boolean).notNull().defaults(to: false)
                t.add(column: "banReason", .text)
                t.add(column: "failedLogins", .integer).notNull().defaults(to: 0)
            }
        }
        migrator.registerMigration("v2-community") { db in
            try db.create(table: "storeSetting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "follow") { t in
                t.column("followerID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("followedID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("createdAt", .datetime).notNull()
                t.primaryKey(["followerID", "followedID"])
            }
            try db.create(table: "submission") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("authorID", .integer).references("player", onDelete: .setNull)
                t.column("state", .text).notNull().defaults(to: "pending")
                t.column("categoryID", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("difficulty", .text).notNull()
                t.column("text", .text).notNull()
                t.column("answers", .text).notNull()
                t.column("wrong", .text).notNull()
                t.column("explanation", .text)
                t.column("reason", .text)
                t.column("reviewerID", .integer).references("player", onDelete: .setNull)
                t.column("questionID", .integer).references("question", onDelete: .setNull)
                t.column("submittedAt", .datetime).notNull()
                t.column("day", .text).notNull()
                t.column("reviewedAt", .datetime)
                t.column("authorTold", .boolean).notNull().defaults(to: true)
            }
            try db.create(index: "submission_by_state", on: "submission", columns: ["state", "submittedAt"])
            try db.create(index: "submission_by_author", on: "submission", columns: ["authorID", "day"])
        }
    }
}
