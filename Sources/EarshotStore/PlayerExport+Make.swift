import EarshotCore
import Foundation

/// Public factories for ``PlayerExport`` and its parts, so that another store (PostgreSQL)
/// builds the same document. (Factories, not initializers: an extension cannot redeclare a
/// memberwise initializer.)
extension PlayerExport {
    public static func make(
        exportedAt: Date, profile: Profile, settings: PlayerSettings, games: [Game], submissions: [SubmittedQuestion],
        reviews: [Review], following: [String], followers: [String]
    ) -> PlayerExport {
        PlayerExport(
            exportedAt: exportedAt, profile: profile, settings: settings, games: games, submissions: submissions,
            reviews: reviews, following: following, followers: followers)
    }
}

extension PlayerExport.Profile {
    /// The profile part of an export, from the player's account.
    public static func make(_ account: Account) -> PlayerExport.Profile {
        PlayerExport.Profile(
            name: account.name, role: account.role.rawValue, createdAt: account.createdAt, registered: account.registered,
            hasPassword: account.hasPassword, banned: account.banned, banReason: account.banReason)
    }
}

extension PlayerExport.Answer {
    public static func make(
        position: Int, questionID: Int64?, question: String?, given: String?, correct: Bool, points: Int, status: String,
        seconds: Double
    ) -> PlayerExport.Answer {
        PlayerExport.Answer(
            position: position, questionID: questionID, question: question, given: given, correct: correct, points: points,
            status: status, seconds: seconds)
    }
}

extension PlayerExport.Game {
    public static func make(game: GameLine, startedAt: Date, timing: String?, answers: [PlayerExport.Answer]) -> PlayerExport.Game {
        PlayerExport.Game(game: game, startedAt: startedAt, timing: timing, answers: answers)
    }
}

extension PlayerExport.SubmittedQuestion {
    public static func make(
        id: Int64, state: String, question: Question, reason: String?, submittedAt: Date
    ) -> PlayerExport.SubmittedQuestion {
        PlayerExport.SubmittedQuestion(id: id, state: state, question: question, reason: reason, submittedAt: submittedAt)
    }
}

extension PlayerExport.Review {
    public static func make(submissionID: Int64, state: String, reason: String?, reviewedAt: Date?) -> PlayerExport.Review {
        PlayerExport.Review(submissionID: submissionID, state: state, reason: reason, reviewedAt: reviewedAt)
    }
}
