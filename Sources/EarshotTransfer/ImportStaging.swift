import EarshotCore
import EarshotStore

/// Where an import puts its questions until they are all read: straight into the SQLite
/// store's staging table, streaming (``BulkImport``), or, on any other store (PostgreSQL on a
/// club server), kept in memory and added in one transaction at the end. Either way the import
/// is all or nothing.
final class ImportStaging {
    private enum Target {
        case bulk(BulkImport)
        case collected(any EngineStore, packID: String)
    }

    private let target: Target
    private var questions: [Question] = []
    private var categories: [Category] = []
    private var categoryIDs: Set<String> = []

    init(store: any EngineStore, packID: String) throws {
        if let sqlite = store as? Store {
            target = .bulk(try BulkImport(store: sqlite, packID: packID))
        } else {
            target = .collected(store, packID: packID)
        }
    }

    /// Takes one question that passed its checks.
    func stage(_ question: Question, category: Category) throws {
        switch target {
        case .bulk(let bulk): try bulk.stage(question, category: category)
        case .collected:
            questions.append(question)
            if categoryIDs.insert(category.id).inserted { categories.append(category) }
        }
    }

    /// Puts every staged question into the bank; `check` may stop it (the import's time limit).
    /// The SQLite store's commit waits for its writer, on a thread of its own (``ImportThread``).
    func commit(check: @escaping () throws -> Void) async throws -> PackInstallResult {
        switch target {
        case .bulk(let bulk): return try await ImportThread.run("earshot.import-commit") { try bulk.commit(check: check) }
        case .collected(let store, let packID):
            try check()
            defer { questions = [] }
            return try await store.add(questions, categories: categories, source: packID)
        }
    }

    /// Whether questions written before the import gave up are still in the bank (their
    /// removal failed too: a full disk). They are never played, and go at the next start.
    var leftBehind: Bool {
        if case .bulk(let bulk) = target { return bulk.leftBehind }
        return false
    }

    /// Forgets everything staged. The SQLite store's staged rows are deleted on a thread of
    /// their own (``ImportThread``).
    func discard() async {
        switch target {
        case .bulk(let bulk): await ImportThread.run("earshot.import-discard") { bulk.discard() }
        case .collected: questions = []
        }
    }
}
