import EarshotCore
import EarshotStore
import Foundation
import GRDB

/// ``RoomStore`` on SQLite: `liveRoom` and `liveRoomEvent` (migration `v6-live-rooms`), and the
/// players' answers in `answer`.
extension Store: RoomStore {
    public func openRoom(_ room: StoredRoom) async throws -> Int64 {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO liveRoom (hostID, pin, plan, questions, owner, heartbeatAt, openedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [room.hostID, room.pin, room.settingsJSON, room.questionsJSON, room.owner, self.now, self.now])
            return db.lastInsertedRowID
        }
    }

    /// On a thread of its own, as a game's writes: a busy store never holds the task pool.
    public func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) async throws {
        try await gameWrite { db in
            try db.execute(
                sql: "INSERT INTO liveRoomEvent (roomID, at, kind, playerID, detail) VALUES (?, ?, ?, ?, ?)",
                arguments: [roomID, self.now, kind, playerID, detail])
        }
    }

    public func closeRoom(_ roomID: Int64) async throws {
        try await write { db in try db.execute(sql: "UPDATE liveRoom SET endedAt = ? WHERE id = ?", arguments: [self.now, roomID]) }
    }

    public func roomTimeline(_ roomID: Int64) async throws -> [RoomMoment] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT kind, playerID, detail FROM liveRoomEvent WHERE roomID = ? ORDER BY id", arguments: [roomID])
                .map { RoomMoment(kind: $0["kind"], playerID: $0["playerID"], detail: $0["detail"]) }
        }
    }

    public func openRoom(pin: String, aliveSince: Date) async throws -> StoredRoom? {
        try await openRoom(where: "pin = ?", pin, aliveSince)
    }

    public func openRoom(hostID: Int64, aliveSince: Date) async throws -> StoredRoom? {
        try await openRoom(where: "hostID = ?", hostID, aliveSince)
    }

    private func openRoom(where condition: String, _ value: any DatabaseValueConvertible, _ since: Date) async throws -> StoredRoom? {
        let value = value.databaseValue
        return try await read { db -> StoredRoom? in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, hostID, pin, plan, questions, owner FROM liveRoom
                        WHERE \(condition) AND endedAt IS NULL AND hostID IS NOT NULL AND heartbeatAt > ?
                        ORDER BY id DESC LIMIT 1
                        """, arguments: [value, since])
            else { return nil }
            return StoredRoom(
                id: row["id"], hostID: row["hostID"], pin: row["pin"], settings: row["plan"], questions: row["questions"],
                owner: row["owner"])
        }
    }

    public func claimRoom(_ roomID: Int64, owner: String, staleBefore: Date) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE liveRoom SET owner = ?, heartbeatAt = ?
                    WHERE id = ? AND endedAt IS NULL AND (owner = ? OR owner IS NULL OR heartbeatAt IS NULL OR heartbeatAt < ?)
                    """,
                arguments: [owner, self.now, roomID, owner, staleBefore])
            return db.changesCount > 0
        }
    }

    public func roomHeartbeat(owner: String, roomIDs: [Int64]) async throws {
        guard !roomIDs.isEmpty else { return }
        try await write { db in
            let marks = Array(repeating: "?", count: roomIDs.count).joined(separator: ",")
            try db.execute(
                sql: "UPDATE liveRoom SET heartbeatAt = ? WHERE owner = ? AND id IN (\(marks))",
                arguments: StatementArguments([self.now, owner] as [any DatabaseValueConvertible] + roomIDs))
        }
    }

    /// Through ``Store/gameWrite(_:)``, as every answer of a game: retried while another
    /// program holds the write lock, and written even when the player has left meanwhile.
    public func keepRoomAnswer(_ record: AnswerRecord?, gameID: Int64, position: Int) async throws {
        try await gameWrite { db in
            try db.execute(sql: "DELETE FROM answer WHERE gameID = ? AND position = ?", arguments: [gameID, position])
            guard let r = record else { return }
            try db.execute(
                sql: """
                    INSERT INTO answer (gameID, questionID, position, given, correct, points, status, seconds)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [gameID, r.questionStoreID, position, r.given, r.correct, r.points, r.status.rawValue, r.seconds])
        }
    }

    public func roomAnswers(gameIDs: [Int64]) async throws -> [Int64: [AnswerRecord]] {
        guard !gameIDs.isEmpty else { return [:] }
        return try await read { db in
            let marks = Array(repeating: "?", count: gameIDs.count).joined(separator: ",")
            var byGame: [Int64: [AnswerRecord]] = [:]
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT gameID, questionID, position, given, correct, points, status, seconds FROM answer
                    WHERE gameID IN (\(marks)) ORDER BY id
                    """, arguments: StatementArguments(gameIDs))
            {
                let record = AnswerRecord(
                    position: row["position"], questionStoreID: row["questionID"], given: row["given"], correct: row["correct"],
                    points: row["points"], status: AnswerRecord.Status(rawValue: row["status"]) ?? .answered, seconds: row["seconds"])
                byGame[row["gameID"], default: []].append(record)
            }
            return byGame
        }
    }
}
