import Foundation
import GRDB

extension Store {
    /// Issue 25: reports and feedback. `report` keeps what a player told the moderators: about
    /// a question they heard (its id in the bank, `NULL` for one a plugin made up, and its
    /// text as asked) or, without a question, about Earshot itself (`kind` `feedback`); their
    /// words, when, and what a moderator did (`state` open, done or dismissed, an optional
    /// reason, who and when); `reporterTold` is false until the reporter has heard the outcome.
    /// The reporter's reports go with their account; a moderator's or a question's leaving
    /// keeps the report. The PostgreSQL twin is `PostgresStore+ReportsMigration.swift`, under
    /// the same name.
    static func registerReports(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7-reports") { db in
            try db.create(table: "report") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull()
                t.column("reporterID", .integer).notNull().references("player", onDelete: .cascade)
                t.column("questionID", .integer).references("question", onDelete: .setNull)
                t.column("questionText", .text)
                t.column("words", .text).notNull()
                t.column("sentAt", .datetime).notNull()
                t.column("state", .text).notNull().defaults(to: "open")
                t.column("reason", .text)
                t.column("moderatorID", .integer).references("player", onDelete: .setNull)
                t.column("closedAt", .datetime)
                t.column("reporterTold", .boolean).notNull().defaults(to: true)
            }
            try db.create(index: "report_by_state", on: "report", columns: ["state", "sentAt"])
            try db.create(index: "report_by_reporter", on: "report", columns: ["reporterID", "sentAt"])
            try db.create(index: "report_by_question", on: "report", columns: ["questionID"])
            try db.create(index: "report_by_moderator", on: "report", columns: ["moderatorID"])
        }
    }
}
