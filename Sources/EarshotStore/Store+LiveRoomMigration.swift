import Foundation
import GRDB

extension Store {
    /// Issue 22: live rooms. `liveRoom` keeps each room a host opened (the PIN, the plan and
    /// the options' seed as JSON, the questions themselves as JSON, so that generated ones too
    /// survive, the server that runs it and its last heartbeat, when it opened and ended) and
    /// `liveRoomEvent` its timeline (joins, questions asked and closed, pauses, kicks). A room
    /// whose server died is rebuilt from these and its players' answers by the next server
    /// that meets it. Each player's answers are a
    /// game of theirs in `game`/`answer` (mode `room`). The PostgreSQL twin is
    /// `PostgresStore+LiveRoomMigration.swift`, under the same name.
    static func registerLiveRooms(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-live-rooms") { db in
            try db.create(table: "liveRoom") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("hostID", .integer).references("player", onDelete: .setNull)
                t.column("pin", .text).notNull()
                t.column("plan", .text).notNull()
                t.column("questions", .text).notNull()
                t.column("owner", .text)
                t.column("heartbeatAt", .datetime)
                t.column("openedAt", .datetime).notNull()
                t.column("endedAt", .datetime)
            }
            try db.create(table: "liveRoomEvent") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("roomID", .integer).notNull().references("liveRoom", onDelete: .cascade)
                t.column("at", .datetime).notNull()
                t.column("kind", .text).notNull()
                t.column("playerID", .integer).references("player", onDelete: .setNull)
                t.column("detail", .text)
            }
            try db.create(index: "liveRoomEvent_by_room", on: "liveRoomEvent", columns: ["roomID"])
            try db.create(index: "liveRoom_by_pin", on: "liveRoom", columns: ["pin", "endedAt"])
        }
    }
}
