import EarshotCore
import Foundation
import GRDB

/// What `earshot doctor` found in a database, in plain words.
public struct HealthReport: Sendable, Equatable {
    /// What is wrong; empty when the database is healthy.
    public var problems: [String] = []
    /// What was checked and counted, for the player's information.
    public var facts: [String] = []
    /// `true` when no problem was found.
    public var isHealthy: Bool { problems.isEmpty }
}

extension Store {
    /// Examines the database at `path` without changing it: SQLite's full integrity check,
    /// the foreign-key check, whether the file is Earshot's and of a version this build knows,
    /// and Earshot's own bookkeeping (the kept question counts, the dense draw ordinals, and
    /// that each finished game's score is the sum of its answers). Opens the file read-only.
    public static func examine(path: String) -> HealthReport {
        var report = HealthReport()
        guard FileManager.default.fileExists(atPath: path) else {
            report.problems.append("There is no database at \(path).")
            return report
        }
        do {
            try requireDatabaseFile(path)
        } catch {
            report.problems.append("\(error)")
            return report
        }
        do {
            var config = Configuration()
            config.readonly = true
            config.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: path, configuration: config)
            try queue.read { db in try examine(db, path: path, into: &report) }
        } catch let error as DatabaseError {
            report.problems.append(explain(error, path: path))
        } catch {
            report.problems.append("The database at \(path) could not be read: \(error)")
        }
        return report
    }

    /// The same checks on this store's own database.
    public func examine() throws -> HealthReport {
        var report = HealthReport()
        try read { db in try Self.examine(db, path: path ?? "memory", into: &report) }
        return report
    }

    static func examine(_ db: Database, path: String, into report: inout HealthReport) throws {
        let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check(20)")
        if integrity == ["ok"] {
            report.facts.append("SQLite's integrity check found no damage.")
        } else {
            report.problems.append(
                "SQLite's integrity check found damage in \(path): " + integrity.prefix(5).joined(separator: "; ") + ".")
        }
        switch try ownership(db) {
        case .empty:
            report.facts.append("The database is empty: Earshot sets it up at its next start.")
            return
        case .foreign(let objects):
            report.problems.append(
                "This is not an Earshot database: it holds \(objects.prefix(5).joined(separator: ", ")), but no record of Earshot's changes."
            )
            return
        case .newer(let unknown):
            report.problems.append(
                "This database was made by a newer version of Earshot (\(unknown.count) change\(unknown.count == 1 ? "" : "s") this version does not know). Update Earshot."
            )
        case .earshot(let pending):
            if pending { report.facts.append("This database is from an older Earshot: it is updated at the next start.") }
        }
        let broken = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if broken.isEmpty {
            report.facts.append("Every answer, game and question points at rows that exist.")
        } else {
            var byTable: [String: Int] = [:]
            for row in broken { byTable["\(row[0] as String? ?? "?") to \(row[2] as String? ?? "?")", default: 0] += 1 }
            for (link, n) in byTable.sorted(by: { $0.key < $1.key }) {
                report.problems.append("\(n) row\(n == 1 ? "" : "s") point\(n == 1 ? "s" : "") at a missing row (\(link)).")
            }
        }
        try examineBookkeeping(db, into: &report)
    }

    static func examineBookkeeping(_ db: Database, into report: inout HealthReport) throws {
        let count = { (sql: String) in try Int.fetchOne(db, sql: sql) ?? 0 }
        let questions = try count("SELECT COUNT(*) FROM question WHERE retired = 0")
        let games = try count("SELECT COUNT(*) FROM game")
        report.facts.append("\(questions) questions to draw from, \(games) games played.")
        if try db.tableExists("question_draw") {
            let numbered = "question q JOIN question_draw d ON d.questionID = q.id"
            let actual = "SELECT q.categoryID, q.difficulty, q.kind, COUNT(*) FROM \(numbered) GROUP BY 1, 2, 3"
            let kept = "SELECT categoryID, difficulty, kind, n FROM question_count WHERE n != 0"
            let wrongCounts =
                try count("SELECT COUNT(*) FROM (\(actual) EXCEPT \(kept))")
                + count("SELECT COUNT(*) FROM (\(kept) EXCEPT \(actual))")
            if wrongCounts > 0 {
                report.problems.append("\(wrongCounts) kept question counts do not match the questions.")
            }
            let badOrdinals = try count(
                """
                SELECT COUNT(*) FROM (
                  SELECT categoryID, kind, COUNT(*) AS n, MIN(ordinal) AS low, MAX(ordinal) AS high
                  FROM question_draw GROUP BY categoryID, kind)
                WHERE low != 0 OR high != n - 1
                """)
            let misplaced = try count(
                """
                SELECT COUNT(*) FROM question_draw d LEFT JOIN question q ON q.id = d.questionID
                WHERE q.id IS NULL OR q.retired OR q.categoryID != d.categoryID OR q.kind != d.kind
                """)
            let twice = try count(
                "SELECT COUNT(*) FROM (SELECT questionID FROM question_draw GROUP BY questionID HAVING COUNT(*) > 1)")
            // Every drawable, numbered question once: as many draw rows as such questions
            // (rows that are misplaced or doubled are counted above).
            let missing = try abs(
                count("SELECT COUNT(*) FROM question WHERE retired = 0 AND id <= (SELECT upTo FROM question_draw_mark)")
                    - count("SELECT COUNT(*) FROM question_draw"))
            if badOrdinals + misplaced + twice + missing > 0 {
                report.problems.append(
                    "The numbering used to draw questions is wrong in \(badOrdinals + misplaced + twice + missing) places.")
            }
            if try hasUnnumberedQuestions(db) {
                report.facts.append("Some new questions are not numbered for drawing yet: the next start does it.")
            }
        }
        let wrongScores = try count(
            """
            SELECT COUNT(*) FROM game g WHERE g.outcome = 'completed'
            AND g.score != (SELECT COALESCE(SUM(points), 0) FROM answer WHERE gameID = g.id)
            """)
        if wrongScores > 0 {
            report.problems.append("\(wrongScores) finished games have a score that is not the sum of their answers.")
        }
        let playing = try count("SELECT COUNT(*) FROM game WHERE outcome = 'playing'")
        if playing > 0 {
            report.facts.append(
                "\(playing) game\(playing == 1 ? " is" : "s are") still marked as playing: if no Earshot is running, the next start closes \(playing == 1 ? "it" : "them") as abandoned, keeping the answers."
            )
        }
    }
}
