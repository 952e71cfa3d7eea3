import EarshotCore
import Foundation

/// What a report is about: a question the player heard, or Earshot itself (feedback).
public enum ReportKind: String, Sendable, CaseIterable {
    case question, feedback
}

/// Where a report stands: waiting for a moderator, dealt with (a question fixed, feedback
/// acted on), or closed without a change.
public enum ReportState: String, Sendable, CaseIterable {
    case open, done, dismissed
}

/// One report or piece of feedback, as the moderators and the reporter hear of it.
public struct Report: Sendable, Equatable {
    /// Its number, shared by reports and feedback (what `fix N`, `dismiss N`, `resolve N` name).
    public var id: Int64
    public var kind: ReportKind
    public var reporterID: Int64
    public var reporterName: String
    /// The question's id in the bank; `nil` for feedback and for a question a plugin made up.
    public var questionID: Int64?
    /// The question's text as the player heard it; `nil` for feedback.
    public var questionText: String?
    /// What the player said.
    public var words: String
    public var sentAt: Date
    public var state: ReportState
    /// The moderator's reason or note, if one was given.
    public var reason: String?

    public init(
        id: Int64, kind: ReportKind, reporterID: Int64, reporterName: String, questionID: Int64?, questionText: String?,
        words: String, sentAt: Date, state: ReportState, reason: String?
    ) {
        self.id = id
        self.kind = kind
        self.reporterID = reporterID
        self.reporterName = reporterName
        self.questionID = questionID
        self.questionText = questionText
        self.words = words
        self.sentAt = sentAt
        self.state = state
        self.reason = reason
    }

    /// `text` cut to `limit` characters, with "…" when it was longer, as notices quote it.
    public static func short(_ text: String, _ limit: Int = 40) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

/// How many reports and feedback a player may send: at most ``perHour`` (or the store's
/// setting ``perHourKey``) in any hour.
public enum ReportLimits {
    /// The store setting that holds how many a player may send in an hour.
    public static let perHourKey = "reports.perHour"
    /// How many a player may send in an hour unless the store says otherwise.
    public static let perHour = 10
    /// The hour the limit counts over.
    public static let window: TimeInterval = 3600
    /// The longest a player's words may be, in characters (as a moderator's reason).
    public static let words = ExternalText.Limit.reason
}
