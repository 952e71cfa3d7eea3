import EarshotCore
import Foundation

/// What a live room keeps: the room (host, PIN, plan, questions, the server running it) and its
/// timeline. Each player's answers are a game of theirs (mode `room`), kept through
/// ``EngineStore``. A room whose server died is rebuilt from all three.
public protocol RoomStore: Sendable {
    /// Keeps a room that opened, run by `owner` (a server's id); returns its id.
    func openRoom(_ room: StoredRoom) async throws -> Int64
    /// One moment of a room's timeline: a join, a question asked or closed, a pause, a kick.
    func roomEvent(roomID: Int64, kind: String, playerID: Int64?, detail: String?) async throws
    /// Marks the room ended.
    func closeRoom(_ roomID: Int64) async throws
    /// A room's timeline, oldest first.
    func roomTimeline(_ roomID: Int64) async throws -> [RoomMoment]
    /// The newest room not ended with this PIN, or hosted by this player, whose server's last
    /// heartbeat is after `aliveSince` (older ones were left for good).
    func openRoom(pin: String, aliveSince: Date) async throws -> StoredRoom?
    func openRoom(hostID: Int64, aliveSince: Date) async throws -> StoredRoom?
    /// Takes the room for `owner` when it is its own, or its owner's heartbeat is older than
    /// `staleBefore` (that server died). `false` when another live server runs it.
    func claimRoom(_ roomID: Int64, owner: String, staleBefore: Date) async throws -> Bool
    /// Tells the store that `owner` still runs these rooms.
    func roomHeartbeat(owner: String, roomIDs: [Int64]) async throws
    /// The answers kept for these games, by game.
    func roomAnswers(gameIDs: [Int64]) async throws -> [Int64: [AnswerRecord]]
    /// Makes the answer a room game keeps for question `position` this one (`nil`: none), so
    /// that a player's game keeps what the room took: an answer typed again after the room's
    /// server did not reply replaces the first try, and one the room refused (the question had
    /// closed) is taken back.
    func keepRoomAnswer(_ record: AnswerRecord?, gameID: Int64, position: Int) async throws
}

/// A room as the store keeps it.
public struct StoredRoom: Sendable, Equatable {
    public var id: Int64
    public var hostID: Int64
    public var pin: String
    public var plan: RoomPlan
    public var seed: UInt64
    public var questions: [Question]
    public var owner: String?

    public init(id: Int64 = 0, hostID: Int64, pin: String, plan: RoomPlan, seed: UInt64, questions: [Question], owner: String?) {
        self.id = id
        self.hostID = hostID
        self.pin = pin
        self.plan = plan
        self.seed = seed
        self.questions = questions
        self.owner = owner
    }

    /// The plan and seed as the store keeps them.
    struct Settings: Codable {
        var plan: RoomPlan
        /// As a string: JSON numbers lose 64-bit precision in some readers.
        var seed: String
    }

    var settingsJSON: String { Self.json(Settings(plan: plan, seed: String(seed))) }
    var questionsJSON: String { Self.json(questions) }

    /// A room from its stored columns; `nil` when they do not read.
    init?(id: Int64, hostID: Int64, pin: String, settings: String, questions: String, owner: String?) {
        let decoder = JSONDecoder()
        guard let s = try? decoder.decode(Settings.self, from: Data(settings.utf8)), let seed = UInt64(s.seed),
            let qs = try? decoder.decode([Question].self, from: Data(questions.utf8))
        else { return nil }
        self.init(id: id, hostID: hostID, pin: pin, plan: s.plan, seed: seed, questions: qs, owner: owner)
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
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
