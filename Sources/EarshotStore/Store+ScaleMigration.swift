import GRDB

extension Store {
    /// Registers the migrations that keep drawing and listing independent of the bank's size,
    /// and that mark games closed at start-up after a crash.
    ///
    /// - `question_count` holds the number of drawable (not retired) questions per category,
    ///   difficulty and kind. Triggers keep it exact on every insert, delete, retirement and
    ///   return, whatever code writes the question table (packs, imports, bulk imports).
    /// - `question.ordinal` numbers the drawable questions of each category and kind densely
    ///   from 0, under a unique index, so drawing k questions is k index lookups. A question
    ///   that leaves (retired or deleted) hands its ordinal to the category's last question, so
    ///   the numbering stays dense; a question that joins takes the next free ordinal.
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
                    INSERT INTO question_count (categoryID, difficulty, kind, n)
                      SELECT categoryID, difficulty, kind, COUNT(*) FROM question WHERE retired = 0
                      GROUP BY categoryID, difficulty, kind;
                    ALTER TABLE question ADD COLUMN ordinal INTEGER;
                    WITH numbered AS (
                      SELECT id, ROW_NUMBER() OVER (PARTITION BY categoryID, kind ORDER BY id) - 1 AS rn
                      FROM question WHERE retired = 0)
                    UPDATE question SET ordinal = numbered.rn FROM numbered WHERE numbered.id = question.id;
                    CREATE UNIQUE INDEX question_by_ordinal ON question (categoryID, kind, ordinal);
                    """)
            try db.execute(sql: Self.countTriggers)
        }
        migrator.registerMigration("v2-game-interrupted") { db in
            try db.alter(table: "game") { t in
                t.add(column: "interrupted", .boolean).notNull().defaults(to: false)
            }
        }
    }

    /// How many drawable questions a category and kind hold, from the counts table.
    private static func size(_ row: String) -> String {
        "(SELECT COALESCE(SUM(n), 0) FROM question_count WHERE categoryID = \(row).categoryID AND kind = \(row).kind)"
    }

    /// The triggers that keep `question_count` and `question.ordinal` exact.
    static var countTriggers: String {
        let joinNew = """
              UPDATE question SET ordinal = \(size("NEW")) WHERE id = NEW.id AND NEW.retired = 0;
              INSERT INTO question_count (categoryID, difficulty, kind, n)
                SELECT NEW.categoryID, NEW.difficulty, NEW.kind, 1 WHERE NEW.retired = 0
                ON CONFLICT (categoryID, difficulty, kind) DO UPDATE SET n = n + 1;
            """
        // The last question of the category and kind takes the leaving question's ordinal.
        let leaveOld = """
              UPDATE question SET ordinal = OLD.ordinal
                WHERE OLD.retired = 0 AND categoryID = OLD.categoryID AND kind = OLD.kind
                AND ordinal = \(size("OLD")) - 1;
              UPDATE question_count SET n = n - 1
                WHERE OLD.retired = 0 AND categoryID = OLD.categoryID AND difficulty = OLD.difficulty
                AND kind = OLD.kind;
            """
        return """
            CREATE TRIGGER question_joins AFTER INSERT ON question WHEN NEW.retired = 0 BEGIN
            \(joinNew)
            END;
            CREATE TRIGGER question_leaves AFTER DELETE ON question WHEN OLD.retired = 0 BEGIN
            \(leaveOld)
            END;
            CREATE TRIGGER question_moves AFTER UPDATE OF retired, categoryID, kind, difficulty ON question
            WHEN (OLD.retired = 0 OR NEW.retired = 0)
              AND (OLD.retired IS NOT NEW.retired OR OLD.categoryID IS NOT NEW.categoryID
                OR OLD.kind IS NOT NEW.kind OR OLD.difficulty IS NOT NEW.difficulty)
            BEGIN
              UPDATE question SET ordinal = NULL WHERE id = NEW.id;
            \(leaveOld)
            \(joinNew)
            END;
            """
    }
}
