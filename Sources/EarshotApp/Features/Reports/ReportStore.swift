import EarshotCore
import Foundation

/// Players' reports on questions and their feedback, and what the moderators did with them:
/// the reports feature's whole store.
public protocol ReportStore: Sendable {
    /// Files a report, open: about a question (its id in the bank when it has one, and its
    /// text as heard) or, as `feedback`, about Earshot. Returns its number.
    func fileReport(
        kind: ReportKind, reporterID: Int64, questionID: Int64?, questionText: String?, words: String, at: Date
    ) async throws -> Int64
    /// When the player sent each of their reports and feedback from `since` on, oldest first.
    func reportTimes(reporterID: Int64, since: Date) async throws -> [Date]
    /// How many reports and feedback a player may send in an hour (``ReportLimits/perHour``
    /// unless the store's setting ``ReportLimits/perHourKey`` says otherwise).
    func hourlyReportLimit() async throws -> Int
    /// Open reports and feedback, oldest first, and how many are open.
    func openReports(offset: Int, limit: Int) async throws -> (items: [Report], total: Int)
    /// One report, whatever its state.
    func report(_ id: Int64) async throws -> Report?
    /// Closes an open report as done or dismissed, with an optional reason the reporter will
    /// hear. `false` when there is no such open report (another moderator was first).
    func closeReport(_ id: Int64, state: ReportState, reason: String?, moderatorID: Int64) async throws -> Bool
    /// Marks every open report on the bank's question `questionID` done (the question was
    /// fixed); returns their numbers.
    func closeReports(questionID: Int64, moderatorID: Int64) async throws -> [Int64]
    /// The player's closed reports they have not heard of, oldest first, marked heard
    /// in the same step: two sessions of one player tell each once between them.
    func takeReportNotices(reporterID: Int64) async throws -> [Report]
}
