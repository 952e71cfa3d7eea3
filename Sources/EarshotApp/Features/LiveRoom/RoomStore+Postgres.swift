import EarshotCore
import EarshotPostgres
import Foundation
import PostgresNIO

/// ``RoomStore`` on PostgreSQL: `live_room` and `live_room_event` (migration `v6-live-rooms`).
extension PostgresStore: RoomStore {
    public func openRoom(hostID: Int64, pin: String, plan: RoomPlan, questionIDs: [Int64]) async throws -> Int64 {
        let ids = questionIDs.map(String.init).joined(separator: ",")
        let json = plan.json
        let now = Date()
        let rows = try await query(
            """
            INSERT INTO live_room (host_id, pin, plan, question_ids, opened_at)
            VALUES (\(hostID), \(pin), \(json), \(ids), \(now)) RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The room was not kept.")
    }

    public func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) async throws {
        let now = Date()
        _ = try await query(
            """
            INSERT INTO live_room_event (room_id, at, kind, player_id, detail)
            VALUES (\(roomID), \(now), \(kind), \(playerID), \(detail))
            """)
    }

    public func closeRoom(_ roomID: Int64) async throws {
        let now = Date()
        _ = try await query("UPDATE live_room SET ended_at = \(now) WHERE id = \(roomID)")
    }

    public func roomTimeline(_ roomID: Int64) async throws -> [RoomMoment] {
        var moments: [RoomMoment] = []
        let rows = try await query("SELECT kind, player_id, detail FROM live_room_event WHERE room_id = \(roomID) ORDER BY id")
        for try await (kind, player, detail) in rows.decode((String, Int64?, String?).self) {
            moments.append(RoomMoment(kind: kind, playerID: player, detail: detail))
        }
        return moments
    }
}
