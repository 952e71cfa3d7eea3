import EarshotCore
import EarshotStore
import Foundation

/// Questions from the community: submissions waiting for a moderator, their decisions, and
/// what the author is told. The moderation feature's store.
public protocol ModerationStore: Sendable {
    /// Adds a question to the queue as pending; returns its number.
    func submit(_ q: Question, authorID: Int64, day: String) async throws -> Int64
    /// One submission, whatever its state.
    func submission(_ id: Int64) async throws -> Submission?
    /// Pending submissions, oldest first, and how many are pending.
    func queue(offset: Int, limit: Int) async throws -> (items: [Submission], total: Int)
    /// The author's submissions, newest first.
    func submissions(authorID: Int64) async throws -> [Submission]
    /// How many questions the author submitted on `day`.
    func submissionCount(authorID: Int64, day: String) async throws -> Int
    /// How many questions a player may submit a day (10 unless the store says otherwise).
    func dailySubmissionLimit() async throws -> Int
    /// Approves a pending submission into the bank (pack `community`); returns the question's id.
    func approve(_ id: Int64, reviewerID: Int64) async throws -> Int64
    /// Rejects a pending submission, or sends it back for changes, with a reason.
    func decide(_ id: Int64, state: SubmissionState, reason: String, reviewerID: Int64) async throws
    /// The author's edited question goes back into the queue as pending.
    func resubmit(_ id: Int64, _ q: Question) async throws
    /// What happened to the author's submissions since they last heard (approved, rejected,
    /// sent back for changes), oldest decision first; each is handed out once.
    func takeNotices(authorID: Int64) async throws -> [SubmissionNotice]
}
