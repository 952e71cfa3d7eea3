import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation

/// The store implementations the shared checks run against: SQLite always, PostgreSQL when
/// Debian's `postgresql` is installed (a private server started by the tests).
enum StoreKind: String, CaseIterable, CustomTestStringConvertibleKind {
    case sqlite, postgres

    /// The kinds to test here.
    static var available: [StoreKind] { TemporaryPostgres.binaries == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// A fresh, empty store of this kind.
    func make() async throws -> any GameStore {
        switch self {
        case .sqlite: return try Store()
        case .postgres:
            let server = try await TemporaryPostgres.sharedServer()
            return try await PostgresStore(url: try await server.newDatabase())
        }
    }
}

/// Lets test names show the store's kind.
protocol CustomTestStringConvertibleKind: CustomStringConvertible, RawRepresentable<String> {}
extension CustomTestStringConvertibleKind {
    var description: String { rawValue }
}

func question(
    _ text: String, _ category: String = "geo", kind: QuestionKind = .choice, difficulty: Difficulty = .easy
) -> Question {
    switch kind {
    case .choice:
        Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["A"], wrong: ["B", "C", "D"])
    case .truefalse: Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["true"])
    default: Question(categoryID: category, kind: kind, difficulty: difficulty, text: text, answers: ["A", "B"])
    }
}

func pack(_ id: String, _ questions: [Question], categories: [Category]) -> Pack {
    let hash = SHA256.hex(of: Array(questions.map(\.contentHash).joined().utf8))
    return Pack(id: id, name: id, categories: categories, questions: questions, contentHash: hash)
}

/// Two categories: 6 geography questions (one true or false) and 4 history ones.
func twoCategoryBank(_ store: any GameStore) async throws {
    let geo = (1...5).map { question("Geo \($0)?") } + [question("Geo true?", kind: .truefalse)]
    let history = (1...4).map { question("History \($0)?", "history", difficulty: .hard) }
    _ = try await store.install(
        pack("geo", geo, categories: [Category(id: "geo", name: "Geography")]))
    _ = try await store.install(
        pack("history", history, categories: [Category(id: "history", name: "History", description: "The past")]))
}
