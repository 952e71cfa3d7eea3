import PostgresNIO

extension PostgresStore {
    /// `v6-live-rooms`, the twin of the SQLite migration of that name
    /// (`Store+LiveRoomMigration.swift`): each room a host opened and its timeline.
    static let liveRoomMigration: [PostgresQuery] = [
        """
        CREATE TABLE IF NOT EXISTS live_room (
          id BIGSERIAL PRIMARY KEY,
          host_id BIGINT REFERENCES player (id) ON DELETE SET NULL,
          pin TEXT NOT NULL,
          plan TEXT NOT NULL,
          questions TEXT NOT NULL,
          owner TEXT,
          heartbeat_at TIMESTAMPTZ,
          opened_at TIMESTAMPTZ NOT NULL,
          ended_at TIMESTAMPTZ
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS live_room_event (
          id BIGSERIAL PRIMARY KEY,
          room_id BIGINT NOT NULL REFERENCES live_room (id) ON DELETE CASCADE,
          at TIMESTAMPTZ NOT NULL,
          kind TEXT NOT NULL,
          player_id BIGINT REFERENCES player (id) ON DELETE SET NULL,
          detail TEXT
        )
        """,
        "CREATE INDEX IF NOT EXISTS live_room_event_by_room ON live_room_event (room_id)",
        "CREATE INDEX IF NOT EXISTS live_room_by_pin ON live_room (pin, ended_at)",
    ]
}
