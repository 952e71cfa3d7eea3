import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``RoomStore`` on SQLite: `liveRoom` and `liveRoomEvent` (migration `v6-live-rooms`).
extension Store: RoomStore {
    public func openRoom(hostID: Int64, pin: String, plan: RoomPlan, questionIDs: [Int64]) throws -> Int64 {
        try write { db in
            try db.execute(
                sql: "INSERT INTO liveRoom (hostID, pin, plan, questionIDs, openedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [hostID, pin, plan.json, questionIDs.map(String.init).joined(separator: ","), Date()])
            return db.lastInsertedRowID
        }
    }

    public func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) throws {
        try write { db in
            try db.execute(
                sql: "INSERT INTO liveRoomEvent (roomID, at, kind, playerID, detail) VALUES (?, ?, ?, ?, ?)",
                arguments: [roomID, Date(), kind, playerID, detail])
        }
    }

    public func closeRoom(_ roomID: Int64) throws {
        try write { db in try db.execute(sql: "UPDATE liveRoom SET endedAt = ? WHERE id = ?", arguments: [Date(), roomID]) }
    }

    public func roomTimeline(_ roomID: Int64) throws -> [RoomMoment] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT kind, playerID, detail FROM liveRoomEvent WHERE roomID = ? ORDER BY id", arguments: [roomID])
                .map { RoomMoment(kind: $0["kind"], playerID: $0["playerID"], detail: $0["detail"]) }
        }
    }
}
