import EarshotCore

/// A room as a player's seat reaches it: the room itself on this server (``LiveRoom``), or a
/// room another server of the club runs, reached through the store's notifications
/// (``RemoteRoom``).
public protocol RoomLink: AnyObject, Sendable {
    var id: Int64 { get }
    var pin: String { get }
    var hostID: Int64 { get }
    var hostName: String { get }
    var plan: RoomPlan { get }
    var questions: [Question] { get }
    var seed: UInt64 { get }
    /// Seats `player` (or gives a returning player their seat).
    func join(_ player: Player, inbox: RoomInbox, day: String) async -> Result<LiveRoom.Joined, LiveRoom.Refusal>
    /// The question open now, if any.
    func currentIndex() async -> Int?
    /// Takes a player's answer (already saved as theirs): `false` when it came too late, `nil`
    /// when the room's server did not answer.
    func take(_ record: AnswerRecord, index: Int, playerID: Int64) async -> Bool?
    /// A player's own answer to question `index`, if any.
    func answer(of playerID: Int64, index: Int) async -> AnswerRecord?
    /// The standing as `playerID` hears it.
    func standing(for playerID: Int64?) async -> RoomStanding
    /// The player's session left the room.
    func leave(_ playerID: Int64, inbox: RoomInbox) async
}

extension LiveRoom: RoomLink {
    public func currentIndex() async -> Int? { openIndex }
    public func take(_ record: AnswerRecord, index: Int, playerID: Int64) async -> Bool? {
        answer(record, index: index, playerID: playerID)
    }
}
