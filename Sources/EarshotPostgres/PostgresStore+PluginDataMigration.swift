import PostgresNIO

extension PostgresStore {
    /// `v5-plugin-data`, the twin of the SQLite migration of that name
    /// (`Store+PluginDataMigrations.swift`): the `plugin_data` table, the review deck's cards
    /// and the imported guess-who boards moved into it in the shapes their plugins read, and
    /// their old tables dropped. Each statement may run again after a crash: the old tables
    /// are made again (empty) if they were dropped already, and a row already moved is left as
    /// it is.
    static let pluginDataMigration: [PostgresQuery] = [
        """
        CREATE TABLE IF NOT EXISTS review_card (
          player_id BIGINT NOT NULL, question_id BIGINT NOT NULL, stability DOUBLE PRECISION NOT NULL,
          difficulty DOUBLE PRECISION NOT NULL, last_review TEXT NOT NULL, due TEXT NOT NULL, reviews INTEGER NOT NULL,
          lapses INTEGER NOT NULL
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS guess_who_board (
          id TEXT PRIMARY KEY, name TEXT NOT NULL, characters INTEGER NOT NULL, json TEXT NOT NULL, imported_at TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS plugin_data (
          plugin TEXT NOT NULL,
          player_id BIGINT REFERENCES player (id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          value TEXT NOT NULL,
          updated_at TIMESTAMPTZ NOT NULL
        )
        """,
        """
        CREATE UNIQUE INDEX IF NOT EXISTS plugin_data_by_player ON plugin_data (plugin, player_id, key)
        WHERE player_id IS NOT NULL
        """,
        "CREATE UNIQUE INDEX IF NOT EXISTS plugin_data_shared ON plugin_data (plugin, key) WHERE player_id IS NULL",
        // A review card: `card/<question id>` in the review plugin's space of its player.
        """
        INSERT INTO plugin_data (plugin, player_id, key, value, updated_at)
        SELECT 'review', player_id, 'card/' || question_id,
               json_build_object('difficulty', difficulty, 'due', due, 'lapses', lapses, 'lastReview', last_review,
                                 'reviews', reviews, 'stability', stability)::TEXT, now()
        FROM review_card
        ON CONFLICT (plugin, player_id, key) WHERE player_id IS NOT NULL DO NOTHING
        """,
        // A board: its JSON in parts of at most 16,000 characters, then its entry.
        """
        INSERT INTO plugin_data (plugin, player_id, key, value, updated_at)
        SELECT 'guess-who', NULL, 'board-part/' || b.id || '/' || (n - 1), substr(b.json, (n - 1) * 16000 + 1, 16000), now()
        FROM guess_who_board b, generate_series(1, GREATEST(1, (char_length(b.json) + 15999) / 16000)) AS n
        ON CONFLICT (plugin, key) WHERE player_id IS NULL DO NOTHING
        """,
        """
        INSERT INTO plugin_data (plugin, player_id, key, value, updated_at)
        SELECT 'guess-who', NULL, 'board/' || id,
               json_build_object('characters', characters, 'importedAt', imported_at, 'name', name,
                                 'parts', GREATEST(1, (char_length(json) + 15999) / 16000))::TEXT, now()
        FROM guess_who_board
        ON CONFLICT (plugin, key) WHERE player_id IS NULL DO NOTHING
        """,
        "DROP TABLE IF EXISTS review_card",
        "DROP TABLE IF EXISTS guess_who_board",
    ]
}
