import EarshotCore
import Foundation

/// What a live room keeps: the room (host, PIN, plan, questions) and its timeline. Each
/// player's answers are a game of theirs (mode `room`), kept through ``EngineStore``.
public protocol RoomStore: Sendable {
    /// Keeps a room that opened; returns its id.
    func openRoom(hostID: Int64, pin: String, plan: RoomPlan, questionIDs: [Int64]) async throws -> Int64
    /// One moment of a room's timeline: a join, a question asked or closed, a pause, a kick.
    func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) async throws
    /// Marks the room ended.
    func closeRoom(_ roomID: Int64) async throws
    /// A room's timeline, oldest first, as (kind, player id, detail).
    func roomTimeline(_ roomID: Int64) async throws -> [RoomMoment]
}

/// One line of a room's timeline.
public struct RoomMoment: Sendable, Equatable {
    public var kind: String
    public var playerID: Int64?
    public var detail: String?

    public init(kind: String, playerID: Int64?, detail: String?) {
        self.kind = kind
        self.playerID = playerID
        self.detail = detail
    }
}

extension RoomPlan {
    /// The plan as the store keeps it.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
