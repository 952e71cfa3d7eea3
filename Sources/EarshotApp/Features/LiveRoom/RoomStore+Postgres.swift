import EarshotCore
import EarshotPostgres
import Foundation
import PostgresNIO

/// ``RoomStore`` on PostgreSQL: `live_room` and `live_room_event` (migration `v6-live-rooms`),
/// and the players' answers in `answer`.
extension PostgresStore: RoomStore {
    public func openRoom(_ room: StoredRoom) async throws -> Int64 {
        let (settings, questions, now) = (room.settingsJSON, room.questionsJSON, self.now)
        let rows = try await query(
            """
            INSERT INTO live_room (host_id, pin, plan, questions, owner, heartbeat_at, opened_at)
            VALUES (\(room.hostID), \(room.pin), \(settings), \(questions), \(room.owner), \(now), \(now)) RETURNING id
            """)
        for try await id in rows.decode(Int64.self) { return id }
        throw StoreError("The room was not kept.")
    }

    public func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) async throws {
        let now = self.now
        _ = try await query(
            """
            INSERT INTO live_room_event (room_id, at, kind, player_id, detail)
            VALUES (\(roomID), \(now), \(kind), \(playerID), \(detail))
            """)
    }

    public func closeRoom(_ roomID: Int64) async throws {
        let now = self.now
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

    public func openRoom(pin: String, aliveSince: Date) async throws -> StoredRoom? {
        try await storedRoom(
            query(
                """
                SELECT id, host_id, pin, plan, questions, owner FROM live_room
                WHERE pin = \(pin) AND ended_at IS NULL AND host_id IS NOT NULL AND heartbeat_at > \(aliveSince)
                ORDER BY id DESC LIMIT 1
                """))
    }

    public func openRoom(hostID: Int64, aliveSince: Date) async throws -> StoredRoom? {
        try await storedRoom(
            query(
                """
                SELECT id, host_id, pin, plan, questions, owner FROM live_room
                WHERE host_id = \(hostID) AND ended_at IS NULL AND heartbeat_at > \(aliveSince) ORDER BY id DESC LIMIT 1
                """))
    }

    private func storedRoom(_ rows: PostgresRowSequence) async throws -> StoredRoom? {
        for try await (id, host, pin, settings, questions, owner) in rows.decode((Int64, Int64, String, String, String, String?).self) {
            return StoredRoom(id: id, hostID: host, pin: pin, settings: settings, questions: questions, owner: owner)
        }
        return nil
    }

    public func claimRoom(_ roomID: Int64, owner: String, staleBefore: Date) async throws -> Bool {
        let now = self.now
        let rows = try await query(
            """
            UPDATE live_room SET owner = \(owner), heartbeat_at = \(now)
            WHERE id = \(roomID) AND ended_at IS NULL
              AND (owner = \(owner) OR owner IS NULL OR heartbeat_at IS NULL OR heartbeat_at < \(staleBefore))
            RETURNING id
            """)
        for try await _ in rows.decode(Int64.self) { return true }
        return false
    }

    public func roomHeartbeat(owner: String, roomIDs: [Int64]) async throws {
        guard !roomIDs.isEmpty else { return }
        let now = self.now
        _ = try await query("UPDATE live_room SET heartbeat_at = \(now) WHERE owner = \(owner) AND id = ANY(\(roomIDs))")
    }

    public func keepRoomAnswer(_ record: AnswerRecord?, gameID: Int64, position: Int) async throws {
        guard let r = record else {
            _ = try await query("DELETE FROM answer WHERE game_id = \(gameID) AND position = \(position)")
            return
        }
        // One statement, so the first try and its replacement are never both kept.
        _ = try await query(
            """
            WITH gone AS (DELETE FROM answer WHERE game_id = \(gameID) AND position = \(position))
            INSERT INTO answer (game_id, question_id, position, given, correct, points, status, seconds)
            VALUES (\(gameID), \(r.questionStoreID), \(position), \(r.given), \(r.correct), \(r.points),
              \(r.status.rawValue), \(r.seconds))
            """)
    }

    public func roomAnswers(gameIDs: [Int64]) async throws -> [Int64: [AnswerRecord]] {
        guard !gameIDs.isEmpty else { return [:] }
        var byGame: [Int64: [AnswerRecord]] = [:]
        let rows = try await query(
            """
            SELECT game_id, question_id, position, given, correct, points, status, seconds FROM answer
            WHERE game_id = ANY(\(gameIDs)) ORDER BY id
            """)
        for try await (game, question, position, given, correct, points, status, seconds) in rows.decode(
            (Int64, Int64?, Int, String?, Bool, Int, String, Double).self)
        {
            byGame[game, default: []].append(
                AnswerRecord(
                    position: position, questionStoreID: question, given: given, correct: correct, points: points,
                    status: AnswerRecord.Status(rawValue: status) ?? .answered, seconds: seconds))
        }
        return byGame
    }
}

/// ``RoomBus`` on PostgreSQL: one channel, `earshot_rooms`, for every server of the club.
extension PostgresStore: RoomBus {
    public func send(_ message: String) async throws { try await notify("earshot_rooms", message) }

    public func listen(_ handle: @escaping @Sendable (String) async -> Void) async throws {
        try await listen("earshot_rooms", handle)
    }
}
