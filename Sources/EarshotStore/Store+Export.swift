import EarshotCore
import Foundation
import GRDB

/// Everything the store holds about one player, as `account export` writes it. The password
/// hash is never part of it.
public struct PlayerExport: Codable, Sendable, Equatable {
    public struct Profile: Codable, Sendable, Equatable {
        public var name: String
        public var role: String
        public var createdAt: Date
        public var registered: Bool
        public var hasPassword: Bool
        public var banned: Bool
        public var banReason: String?
    }
    public struct Answer: Codable, Sendable, Equatable {
        public var position: Int
        public var questionID: Int64?
        public var question: String?
        public var given: String?
        public var correct: Bool
        public var points: Int
        public var status: String
        public var seconds: Double
    }
    public struct Game: Codable, Sendable, Equatable {
        public var game: GameLine
        public var startedAt: Date
        public var timing: String?
        public var answers: [Answer]
    }
    public struct SubmittedQuestion: Codable, Sendable, Equatable {
        public var id: Int64
        public var state: String
        public var question: Question
        public var reason: String?
        public var submittedAt: Date
    }
    public struct Review: Codable, Sendable, Equatable {
        public var submissionID: Int64
        public var state: String
        public var reason: String?
        public var reviewedAt: Date?
    }
    public var exportedAt: Date
    public var profile: Profile
    public var settings: PlayerSettings
    public var games: [Game]
    public var submissions: [SubmittedQuestion]
    public var reviews: [Review]
    public var following: [String]
    public var followers: [String]
}

extension Store {
}
