import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    package static func bankQuestions(_ rows: PostgresRowSequence) async throws -> [BankQuestion] {
        var items: [BankQuestion] = []
        for try await (id, category, kind, difficulty, text, answers, wrong, explanation, tolerance, pack, retired) in rows.decode(
            (Int64, String, String, String, String, String, String, String?, Double?, String, Bool).self)
        {
            guard let kind = QuestionKind(rawValue: kind), let difficulty = Difficulty(rawValue: difficulty) else { continue }
            let q = Question(
                categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: list(answers),
                wrong: list(wrong), explanation: explanation, tolerance: tolerance, storeID: id)
            items.append(BankQuestion(id: id, question: q, packID: pack, retired: retired))
        }
        return items
    }

}
