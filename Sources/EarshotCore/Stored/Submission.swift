import Foundation

/// Where a submitted question stands.
public enum SubmissionState: String, Codable, Sendable {
    case pending, approved, rejected
    /// Sent back to the author with a reason; they edit and submit again.
    case changes
}

/// A question a player submitted, with its place in the moderation queue.
public struct Submission: Sendable, Equatable {
    public var id: Int64
    public var authorID: Int64?
    public var authorName: String?
    public var state: SubmissionState
    public var question: Question
    public var reason: String?
    /// The bank's question once approved.
    public var questionID: Int64?
    public var submittedAt: Date
    public var day: String

    public init(
        id: Int64, authorID: Int64? = nil, authorName: String? = nil, state: SubmissionState, question: Question, reason: String? = nil,
        questionID: Int64? = nil, submittedAt: Date, day: String
    ) {
        self.id = id
        self.authorID = authorID
        self.authorName = authorName
        self.state = state
        self.question = question
        self.reason = reason
        self.questionID = questionID
        self.submittedAt = submittedAt
        self.day = day
    }
}

/// What happened to one of an author's submitted questions since they last heard: the
/// submission, its new state, the question's text, its category and the moderator's reason.
/// ``GameStore/takeNotices(authorID:)`` hands each one out once; the session puts it into
/// words in the player's language.
public struct SubmissionNotice: Sendable, Equatable {
    /// The submission's number (what `submit N` edits).
    public var submissionID: Int64
    /// Approved, rejected, or sent back for changes.
    public var state: SubmissionState
    /// The question as submitted.
    public var questionText: String
    /// The category's name, or its id when the bank has no such category.
    public var categoryName: String
    /// The moderator's reason, if one was given.
    public var reason: String?

    public init(submissionID: Int64, state: SubmissionState, questionText: String, categoryName: String, reason: String?) {
        self.submissionID = submissionID
        self.state = state
        self.questionText = questionText
        self.categoryName = categoryName
        self.reason = reason
    }

    /// The question's text cut to `limit` characters, with "…" when it was longer, as notices
    /// quote it.
    public func shortText(_ limit: Int = 40) -> String {
        questionText.count > limit ? String(questionText.prefix(limit)) + "…" : questionText
    }
}

/// A question of the bank with its id, as moderators see it.
public struct BankQuestion: Sendable, Equatable {
    public var id: Int64
    public var question: Question
    public var packID: String
    public var retired: Bool

    public init(id: Int64, question: Question, packID: String, retired: Bool) {
        self.id = id
        self.question = question
        self.packID = packID
        self.retired = retired
    }
}

extension SubmissionState {
    /// "waiting for review", "approved", "rejected", "sent back for changes".
    public var words: String {
        switch self {
        case .pending: return "waiting for review"
        case .approved: return "approved"
        case .rejected: return "rejected"
        case .changes: return "sent back for changes"
        }
    }
}
