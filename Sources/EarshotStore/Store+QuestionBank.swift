import EarshotCore
import Foundation
import GRDB

extension Store {
    package static func bank(_ r: QuestionRecord) -> BankQuestion? {
        guard let id = r.id, let q = r.question else { return nil }
        return BankQuestion(id: id, question: q, packID: r.packID, retired: r.retired)
    }

    /// How many answers a game has recorded, pointing at questions retired or not.
    public func answerCount(gameID: Int64) throws -> Int {
        try read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE gameID = ? AND questionID IS NOT NULL", arguments: [gameID]) ?? 0
        }
    }
}

extension Store {
    /// A `LIKE` pattern that finds `word` anywhere, with `%`, `_` and `\` in the word taken
    /// as themselves (escaped with `\`): `questions science %` looks for a percent sign.
    public static func containsPattern(_ word: String) -> String {
        var escaped = ""
        for c in word {
            if c == "%" || c == "_" || c == "\\" { escaped.append("\\") }
            escaped.append(c)
        }
        return "%" + escaped + "%"
    }
}
