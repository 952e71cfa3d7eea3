import EarshotCore

/// A room as its host's desk reaches it: the room itself on this server, or a room another
/// server of the club runs (``RemoteRoom``). `nil` answers mean the room's server did not
/// answer in time.
public protocol HostLink: RoomLink {
    /// The host's session joins (or returns to) the room.
    func attachHost(_ inbox: RoomInbox) async -> Bool
    /// The host's session left without ending the room: it pauses.
    func detachHost(_ inbox: RoomInbox) async
    /// One of the host's words.
    func command(_ verb: HostVerb) async -> LiveRoom.HostOutcome?
    /// Connected players who have not answered the open question; `[]` with none open.
    func waitingList() async -> [String]?
    /// Everyone seated, in the order they came.
    func rosterLines() async -> [RosterLine]?
    /// The results as CSV.
    func results() async -> String?
}

/// A host's word that changes the room.
public enum HostVerb: Codable, Sendable, Equatable {
    case start, next, pause, resume, repeatQuestion, end
    case kick(String)
}

/// One player as `who` lists them.
public struct RosterLine: Codable, Sendable, Equatable {
    public var name: String
    public var connected: Bool
    public var score: Int
    public var right: Int
}

extension LiveRoom: HostLink {
    public func attachHost(_ inbox: RoomInbox) async -> Bool {
        attach(inbox)
        return true
    }

    public func detachHost(_ inbox: RoomInbox) async { detach(inbox) }

    public func command(_ verb: HostVerb) async -> HostOutcome? {
        switch verb {
        case .start: return start()
        case .next: return await next()
        case .pause: return pause()
        case .resume: return resume()
        case .repeatQuestion: return repeatQuestion()
        case .kick(let name): return await kick(name)
        case .end:
            await end()
            return .ended
        }
    }

    public func waitingList() async -> [String]? { waitingNames() }

    public func rosterLines() async -> [RosterLine]? { roster() }

    public func results() async -> String? { resultsCSV() }
}
