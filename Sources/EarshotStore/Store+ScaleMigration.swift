import EarshotCore
import GRDB

extension Store {
    /// Registers the migrations that keep drawing and listing independent of the bank's size,
    /// and that mark games closed at start-up after a crash.
    ///
    /// - `question_count` holds the number of drawable questions per category, difficulty and
    ///   kind.
    /// - `question_draw` numbers the drawable questions of each category and kind densely from
    ///   0 (primary key: category, kind, ordinal), so drawing k questions is k key lookups.
    /// - New questions are numbered in bulk, not one by one: ``numberNewQuestions(_:)`` numbers
    ///   every question above `question_draw_mark` (ids only grow). Inserting stays as cheap as
    ///   a plain insert; the numbering runs at the end of each insert's transaction (packs,
    ///   imports) and, for anything left, at the next start.
    /// - Triggers keep both exact when a numbered question leaves (retired, deleted) or comes
    ///   back: a leaving question hands its ordinal to its slice's last question.
    /// - `game.interrupted` marks a game that was left playing by a crash and closed as
    ///   abandoned at the next start.
    static func registerScaleMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-question-counts-and-ordinals") { db in
            try db.execute(
                sql: """
                    CREATE TABLE question_count (
                      categoryID TEXT NOT NULL, difficulty TEXT NOT NULL, kind TEXT NOT NULL,
                      n INTEGER NOT NULL DEFAULT 0,
                      PRIMARY KEY (categoryID, difficulty, kind)) WITHOUT ROWID;
                    CREATE TABLE question_draw (
                      categoryID TEXT NOT NULL, kind TEXT NOT NULL, ordinal INTEGER NOT NULL,
                      questionID INTEGER NOT NULL,
                      PRIMARY KEY (categoryID, kind, ordinal)) WITHOUT ROWID;
                    CREATE TABLE question_draw_mark (id INTEGER PRIMARY KEY CHECK (id = 1), upTo INTEGER NOT NULL);
                    INSERT INTO question_draw_mark VALUES (1, 0);
                    """)
            try db.execute(sql: Self.drawTriggers)
            try numberNewQuestions(db)
        }
        migrator.registerMigration("v2-game-interrupted") { db in
            try db.alter(table: "game") { t in
                t.add(column: "interrupted", .boolean).notNull().defaults(to: false)
            }
        }
    }

    /// Numbers every drawable question added since the last numbering (ids above
    /// `question_draw_mark`) and adds them to the counts, in a few set-based statements. Call it
    /// inside the transaction that inserted the questions; it does nothing when none are new.
    /// Rows of a bulk import still on its way in (from the first row of any `importRun`) are
    /// left for its commit point, so that no game draws a question the import may yet remove.
    static func numberNewQuestions(_ db: Database) throws {
        let importing = try db.tableExists("importRun") ? Int64.fetchOne(db, sql: "SELECT MIN(firstRowid) FROM importRun") : nil
        let below = importing.map { " AND q.id < \($0)" } ?? ""
        let upToLast = importing.map { " WHERE q.id < \($0)" } ?? ""
        let fresh = "q.id > (SELECT upTo FROM question_draw_mark) AND q.retired = 0\(below)"
        try db.execute(
            sql: """
                INSERT INTO question_draw (categoryID, kind, ordinal, questionID)
                  SELECT q.categoryID, q.kind,
                    ROW_NUMBER() OVER (PARTITION BY q.categoryID, q.kind ORDER BY q.id) - 1 + COALESCE(base.n, 0), q.id
                  FROM question q
                  LEFT JOIN (SELECT categoryID, kind, SUM(n) AS n FROM question_count GROUP BY categoryID, kind) base
                    ON base.categoryID = q.categoryID AND base.kind = q.kind
                  WHERE \(fresh);
                INSERT INTO question_count (categoryID, difficulty, kind, n)
                  SELECT q.categoryID, q.difficulty, q.kind, COUNT(*) FROM question q WHERE \(fresh) GROUP BY 1, 2, 3
                  ON CONFLICT (categoryID, difficulty, kind) DO UPDATE SET n = n + excluded.n;
                UPDATE question_draw_mark SET upTo = MAX(upTo, COALESCE((SELECT MAX(id) FROM question q\(upToLast)), 0));
                """)
    }

    /// `true` when questions were added since the last numbering (two key lookups).
    static func hasUnnumberedQuestions(_ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: "SELECT COALESCE((SELECT MAX(id) FROM question), 0) > (SELECT upTo FROM question_draw_mark)") ?? false
    }

    /// How many drawable questions a category and kind hold, from the counts table.
    private static func size(_ row: String) -> String {
        "(SELECT COALESCE(SUM(n), 0) FROM question_count WHERE categoryID = \(row).categoryID AND kind = \(row).kind)"
    }

    /// The triggers that keep `question_count` and `question_draw` exact when a numbered
    /// question leaves or comes back. Questions above the mark are left to the numbering.
    static var drawTriggers: String {
        let numbered = { (row: String) in "\(row).id <= (SELECT upTo FROM question_draw_mark)" }
        let joinNew = """
              INSERT INTO question_draw (categoryID, kind, ordinal, questionID)
                SELECT NEW.categoryID, NEW.kind, \(size("NEW")), NEW.id WHERE NEW.retired = 0;
              INSERT INTO question_count (categoryID, difficulty, kind, n)
                SELECT NEW.categoryID, NEW.difficulty, NEW.kind, 1 WHERE NEW.retired = 0
                ON CONFLICT (categoryID, difficulty, kind) DO UPDATE SET n = n + 1;
            """
        // The last question of the slice takes the leaving question's ordinal.
        let leaveOld = """
              UPDATE question_draw SET questionID =
                  (SELECT questionID FROM question_draw
                   WHERE categoryID = OLD.categoryID AND kind = OLD.kind AND ordinal = \(size("OLD")) - 1)
                WHERE OLD.retired = 0 AND categoryID = OLD.categoryID AND kind = OLD.kind AND questionID = OLD.id;
              DELETE FROM question_draw
                WHERE OLD.retired = 0 AND categoryID = OLD.categoryID AND kind = OLD.kind
                AND ordinal = \(size("OLD")) - 1;
              UPDATE question_count SET n = n - 1
                WHERE OLD.retired = 0 AND categoryID = OLD.categoryID AND difficulty = OLD.difficulty
                AND kind = OLD.kind;
            """
        return """
            CREATE TRIGGER question_leaves AFTER DELETE ON question
            WHEN OLD.retired = 0 AND \(numbered("OLD")) BEGIN
            \(leaveOld)
            END;
            CREATE TRIGGER question_moves AFTER UPDATE OF retired, categoryID, kind, difficulty ON question
            WHEN \(numbered("OLD")) AND (OLD.retired = 0 OR NEW.retired = 0)
              AND (OLD.retired IS NOT NEW.retired OR OLD.categoryID IS NOT NEW.categoryID
                OR OLD.kind IS NOT NEW.kind OR OLD.difficulty IS NOT NEW.difficulty)
            BEGIN
            \(leaveOld)
            \(joinNew)
            END;
            """
    }
}
