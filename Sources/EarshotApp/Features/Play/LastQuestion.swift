import EarshotCore

/// The question the player heard last, in the game now playing or the one just finished (a
/// live room's too): what `report` is about. A new game forgets it until its first question.
public enum LastQuestion: SessionStateKey {
    public static var initial: Heard? { nil }

    /// A question as the player heard it.
    public struct Heard: Sendable, Equatable {
        /// Its id in the bank; `nil` for a question a plugin made up (mental arithmetic).
        public var storeID: Int64?
        /// Its text as it was put to the player.
        public var text: String
        /// Who heard it, when that is not the session's player (a hot seat's player whose
        /// turn it was): the report is theirs.
        public var heardBy: Int64?

        public init(storeID: Int64?, text: String, heardBy: Int64? = nil) {
            self.storeID = storeID
            self.text = text
            self.heardBy = heardBy
        }
    }
}
