import EarshotCore
import Foundation

/// How the servers of one club carry a room's traffic between them: the store's own
/// notifications (PostgreSQL `LISTEN`/`NOTIFY`), no broker of its own.
public protocol RoomBus: Sendable {
    /// Sends a message to every server of the club.
    func send(_ message: String) async throws
    /// Hands every message to `handle` until the task is cancelled or the connection fails.
    func listen(_ handle: @escaping @Sendable (String) async -> Void) async throws
}

/// One message between servers about a room: a seat's request to the room's server, its
/// reply, or news for a player whose session is on another server.
struct RoomEnvelope: Codable, Sendable {
    enum Kind: String, Codable {
        case join, answer, answerOf, currentIndex, standing, leave, reply, news
        case hostAttach, hostDetach, hostCommand, waiting, roster
    }
    var room: Int64
    /// The server it is for.
    var to: String
    var from: String
    var kind: Kind
    var player: Int64?
    /// The request a reply answers.
    var request: Int?
    /// The payload, JSON.
    var body: String?

    static func encode(_ value: some Encodable) -> String? {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }

    func decode<T: Decodable>(_ type: T.Type) -> T? {
        body.flatMap { try? JSONDecoder().decode(T.self, from: Data($0.utf8)) }
    }

    /// What a `join` carries.
    struct Joining: Codable {
        var player: Player
        var day: String
    }

    /// What an `answer` carries.
    struct Answering: Codable {
        var record: AnswerRecord
        var index: Int
    }
}
