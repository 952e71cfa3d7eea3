import EarshotCore
import EarshotStore
import Foundation

/// The question bank as a moderator manages it: finding, reading, adding, changing and
/// retiring questions. The question-bank feature's store.
public protocol BankStore: Sendable {
    /// Live questions filtered by category and by words that must all appear in the text
    /// (without regard to case; `%` and `_` are themselves), by id, and how many match.
    func searchQuestions(category: String?, words: [String], offset: Int, limit: Int) async throws -> (
        items: [BankQuestion], total: Int
    )
    /// One question of the bank, retired or not.
    func bankQuestion(_ id: Int64) async throws -> BankQuestion?
    /// Adds one question to the bank at once (a moderator's `add question`); returns its id.
    func addQuestion(_ q: Question, packID: String) async throws -> Int64
    /// Changes a question in place; games that asked it keep pointing at it.
    func updateQuestion(_ id: Int64, _ q: Question) async throws
    /// Retires a question: never drawn again; `false` when it was retired already.
    func retireQuestion(_ id: Int64) async throws -> Bool
}
