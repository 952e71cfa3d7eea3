import EarshotCore

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
