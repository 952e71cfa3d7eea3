import Foundation

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

        public init(
            name: String, role: String, createdAt: Date, registered: Bool, hasPassword: Bool, banned: Bool, banReason: String? = nil
        ) {
            self.name = name
            self.role = role
            self.createdAt = createdAt
            self.registered = registered
            self.hasPassword = hasPassword
            self.banned = banned
            self.banReason = banReason
        }

        /// The profile part of an export, from the player's account.
        public init(_ account: Account) {
            self.init(
                name: account.name, role: account.role.rawValue, createdAt: account.createdAt, registered: account.registered,
                hasPassword: account.hasPassword, banned: account.banned, banReason: account.banReason)
        }
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

        public init(
            position: Int, questionID: Int64? = nil, question: String? = nil, given: String? = nil, correct: Bool, points: Int,
            status: String, seconds: Double
        ) {
            self.position = position
            self.questionID = questionID
            self.question = question
            self.given = given
            self.correct = correct
            self.points = points
            self.status = status
            self.seconds = seconds
        }
    }
    public struct Game: Codable, Sendable, Equatable {
        public var game: GameLine
        public var startedAt: Date
        public var timing: String?
        public var answers: [Answer]

        public init(game: GameLine, startedAt: Date, timing: String? = nil, answers: [Answer]) {
            self.game = game
            self.startedAt = startedAt
            self.timing = timing
            self.answers = answers
        }
    }
    public struct SubmittedQuestion: Codable, Sendable, Equatable {
        public var id: Int64
        public var state: String
        public var question: Question
        public var reason: String?
        public var submittedAt: Date

        public init(id: Int64, state: String, question: Question, reason: String? = nil, submittedAt: Date) {
            self.id = id
            self.state = state
            self.question = question
            self.reason = reason
            self.submittedAt = submittedAt
        }
    }
    public struct Review: Codable, Sendable, Equatable {
        public var submissionID: Int64
        public var state: String
        public var reason: String?
        public var reviewedAt: Date?

        public init(submissionID: Int64, state: String, reason: String? = nil, reviewedAt: Date? = nil) {
            self.submissionID = submissionID
            self.state = state
            self.reason = reason
            self.reviewedAt = reviewedAt
        }
    }
    public var exportedAt: Date
    public var profile: Profile
    public var settings: PlayerSettings
    public var games: [Game]
    public var submissions: [SubmittedQuestion]
    public var reviews: [Review]
    public var following: [String]
    public var followers: [String]

    public init(
        exportedAt: Date, profile: Profile, settings: PlayerSettings, games: [Game], submissions: [SubmittedQuestion],
        reviews: [Review], following: [String], followers: [String]
    ) {
        self.exportedAt = exportedAt
        self.profile = profile
        self.settings = settings
        self.games = games
        self.submissions = submissions
        self.reviews = reviews
        self.following = following
        self.followers = followers
    }
}
