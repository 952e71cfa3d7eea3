// Plugins this file needs: Classic, Arithmetic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import GRDB
import Testing

/// An answer the store cannot save is never followed by its verdict as if it counted (issue
/// 20, item 16): the player hears that it was not kept, how to check the database, and the game
/// ends there as abandoned, with the answers saved before it.
@Suite struct AnswerNotKeptTests {
    /// A database whose `answer` table takes one row and then fails, as a damaged table does.
    static func failingStore() throws -> (Store, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("earshot.sqlite").path
        let store = try Store(path: path)
        let other = try DatabaseQueue(path: path)
        try other.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER damaged BEFORE INSERT ON answer WHEN (SELECT COUNT(*) FROM answer) >= 1
                    BEGIN SELECT RAISE(ABORT, 'database disk image is malformed'); END
                    """)
        }
        try other.close()
        return (store, dir)
    }

    static func count(_ t: TestApp, _ matches: (GameEvent) -> Bool) -> Int { t.events.gameEvents.filter(matches).count }

    @Test func theGameStopsAtTheFirstAnswerNotKept() async throws {
        let (store, dir) = try Self.failingStore()
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try await TestApp(
            lines: ["play classic arithmetic-easy 3", "skip", "skip", "skip", "quit"], registry: try BuiltinPlugins.registry(), store: store
        )
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        #expect(text.contains("Your answer was not kept:"))
        #expect(text.contains("The game stops here, and the answers saved before it stay."))
        #expect(text.contains("type earshot doctor --db \(store.path ?? "?") at a terminal"), "the database to check is named")
        #expect(Self.count(t) { if case .skipped = $0 { true } else { false } } == 1, "only the saved answer is revealed")
        let finished = t.events.gameEvents.compactMap { event -> (GameOutcome, ScoreStatus)? in
            if case .finished(let o, let s) = event { return (o, s) }
            return nil
        }
        #expect(finished.count == 1)
        #expect(finished.first?.0 == .abandoned)
        #expect(finished.first?.1.answered == 1, "the summary counts the saved answer only")
        #expect(!text.contains("Question 3 of 3"), "no question after the failure")
        #expect(
            t.events.events.contains { event in
                if case .app(.error(let said)) = event { return said.contains("Your answer was not kept") }
                return false
            }, "said as an error event, so it is spoken")
    }
}
