import PostgresNIO

extension PostgresStore {
    /// `v8-throttles`, the twin of the SQLite migration of that name
    /// (`Store+ThrottleMigration.swift`): failures counted by key for the login and PIN
    /// throttles, shared by every server of the club. Keys compare bytewise (`C`), so that a
    /// prefix is a range of the primary key's index.
    static let throttleMigration: [PostgresQuery] = [
        """
        CREATE TABLE IF NOT EXISTS throttle (
          key TEXT COLLATE "C" PRIMARY KEY,
          failures INTEGER NOT NULL,
          last_at TIMESTAMPTZ NOT NULL
        )
        """,
        "CREATE INDEX IF NOT EXISTS throttle_by_last ON throttle (last_at)",
    ]
}
