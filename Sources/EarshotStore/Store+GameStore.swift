import EarshotCore
import Foundation

/// The SQLite store meets ``GameStore`` with the methods it already has.
extension Store: EngineStore {}

/// Public factories for the community values, so that other stores (PostgreSQL) can build
/// them, as `StoreValues+Init.swift` does for the rest.
extension Account {
    public static func make(
        id: Int64, name: String, role: Role, registered: Bool, hasPassword: Bool, banned: Bool, banReason: String?,
        failedLogins: Int, createdAt: Date, guest: Bool = false
    ) -> Account {
        Account(
            id: id, name: name, role: role, registered: registered, hasPassword: hasPassword, banned: banned,
            banReason: banReason, failedLogins: failedLogins, createdAt: createdAt, guest: guest)
    }
}

extension UserLine {
    public static func make(account: Account, lastGameDay: String?) -> UserLine {
        UserLine(account: account, lastGameDay: lastGameDay)
    }
}

extension Submission {
    public static func make(
        id: Int64, authorID: Int64?, authorName: String?, state: SubmissionState, question: Question, reason: String?,
        questionID: Int64?, submittedAt: Date, day: String
    ) -> Submission {
        Submission(
            id: id, authorID: authorID, authorName: authorName, state: state, question: question, reason: reason,
            questionID: questionID, submittedAt: submittedAt, day: day)
    }
}

extension BankQuestion {
    public static func make(id: Int64, question: Question, packID: String, retired: Bool) -> BankQuestion {
        BankQuestion(id: id, question: question, packID: packID, retired: retired)
    }
}

extension GameLine {
    public static func make(
        id: Int64, mode: String, categoryID: String?, day: String, outcome: String, score: Int, correct: Int, total: Int
    ) -> GameLine {
        GameLine(id: id, mode: mode, categoryID: categoryID, day: day, outcome: outcome, score: score, correct: correct, total: total)
    }
}

extension PeriodTotals {
    public static func make(games: Int, points: Int, correct: Int, answered: Int, bestDaily: Int?) -> PeriodTotals {
        PeriodTotals(games: games, points: points, correct: correct, answered: answered, bestDaily: bestDaily)
    }
}

extension Leaderboard {
    public static func make(top: [BoardEntry], mine: BoardStanding) -> Leaderboard {
        Leaderboard(top: top, mine: mine)
    }
}
