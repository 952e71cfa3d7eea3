import EarshotCore
import Synchronization

/// One player's place in a room: what everyone hears after each question and at the end,
/// their own rank and the top three, nothing longer.
public struct RoomStanding: Sendable, Equatable, Codable {
    public struct Line: Sendable, Equatable, Codable {
        public var name: String
        public var score: Int
        public var right: Int
    }
    /// The first three, best first.
    public var top: [Line]
    /// The player's own rank (1 for the best; equal scores share a rank), `nil` for the host.
    public var rank: Int?
    public var score: Int
    public var right: Int
    /// How many play in the room.
    public var players: Int
}

/// How a closed question went, for the host.
public struct RoomTally: Sendable, Equatable, Codable {
    public var answered: Int
    public var right: Int
    public var players: Int
    /// Whether it was the last question.
    public var last: Bool
}

/// What a room tells one of its people, in no language: each session says it in its own.
public enum RoomNews: Sendable, Equatable, Codable {
    /// The question at this 0-based index is open (`again`: the host had it said again).
    case question(Int, again: Bool)
    /// The question closed: the player's own result is theirs to say, then the standing.
    case closed(Int, RoomStanding)
    /// The host paused the room, or (`hostGone`) lost their connection.
    case paused(hostGone: Bool)
    case resumed(hostBack: Bool)
    /// The room ended; the final standing.
    case ended(RoomStanding)
    /// The host removed the player.
    case kicked
    // For the host
    case arrived(String, players: Int)
    case returned(String, players: Int)
    case left(String, players: Int)
    case answered(count: Int, of: Int)
    /// A player's own time ran out on the open question.
    case outOfTime(String)
    case questionClosed(Int, RoomTally, RoomStanding)
    /// The host's desk moved to another session of theirs.
    case deskMoved
}

/// Where a room leaves news for one session: kept in order, and the session woken to hear it;
/// or, for a player whose session is on another server, sent on to that server.
public final class RoomInbox: Sendable {
    private let queue = Mutex<[RoomNews]>([])
    private let wake: @Sendable () -> Void
    private let forward: (@Sendable (RoomNews) async -> Void)?
    /// The last piece of news being forwarded: each waits for the one before, so that news
    /// reaches another server in the order it was posted.
    private let tail = Mutex<Task<Void, Never>?>(nil)

    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        forward = nil
    }

    /// An inbox that hands each piece of news, in order, to `forward` (another server's player).
    public init(forward: @escaping @Sendable (RoomNews) async -> Void) {
        wake = {}
        self.forward = forward
    }

    /// Leaves `news` and wakes the session.
    public func post(_ news: RoomNews) {
        if let forward {
            tail.withLock { tail in
                let previous = tail
                tail = Task {
                    await previous?.value
                    await forward(news)
                }
            }
            return
        }
        queue.withLock { $0.append(news) }
        wake()
    }

    /// Everything left since the last take, in order.
    public func take() -> [RoomNews] {
        queue.withLock { queue in
            defer { queue = [] }
            return queue
        }
    }
}
