import EarshotCore
import Synchronization

/// One player's place in a room: what everyone hears after each question and at the end,
/// their own rank and the top three, nothing longer.
public struct RoomStanding: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
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
public struct RoomTally: Sendable, Equatable {
    public var answered: Int
    public var right: Int
    public var players: Int
    /// Whether it was the last question.
    public var last: Bool
}

/// What a room tells one of its people, in no language: each session says it in its own.
public enum RoomNews: Sendable, Equatable {
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
}

/// Where a room leaves news for one session: kept in order, and the session woken to hear it.
public final class RoomInbox: Sendable {
    private let queue = Mutex<[RoomNews]>([])
    private let wake: @Sendable () -> Void

    public init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    /// Leaves `news` and wakes the session.
    public func post(_ news: RoomNews) {
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
