import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import GRDB
import Testing

@Suite("Your data")
struct YourDataTests {
    /// Pat with three games (two answers each), one submission Mo reviewed, and follows.
    func patsStore() async throws -> Store {
        let store = try await tinyStore()
        let pat = try await accountID(store, "Pat")
        for score in [100, 200, 300] { try await completedGame(store, pat, score: score) }
        try await session(
            store, loginLines("Pat") + submitLines(text: "Which planet is the red one?", category: "Tiny") + ["follow Ada", "timing 2"])
        try await session(store, loginLines("Mo") + ["follow Pat", "approve 1"])
        return store
    }

    @Test func exportWritesEverythingAboutYouAndNoPassword() async throws {
        let store = try await patsStore()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pat.json").path
        let t = try await session(store, loginLines("Pat") + ["account export \(file)"])
        #expect(t.output.text.contains("Wrote everything Earshot holds about Pat to \(file)"))
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("argon2") && !text.contains(goodPassword), "no password or hash")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export = try decoder.decode(PlayerExport.self, from: data)
        let pat = try await accountID(store, "Pat")
        #expect(export.profile.name == "Pat" && export.profile.role == "player" && export.profile.hasPassword)
        #expect(export.settings.timeScale == 2)
        #expect(export.games.count == (try await store.stats(playerID: pat).games))
        #expect(export.games.map(\.game.score) == [100, 200, 300])
        #expect(export.games.allSatisfy { $0.answers.count == 2 })
        #expect(export.submissions.map(\.state) == ["approved"])
        #expect(export.submissions.first?.question.text == "Which planet is the red one?")
        #expect(export.following == ["Ada"] && export.followers == ["Mo"])
        let mo = try await session(store, loginLines("Mo") + ["account export \(folder.path)/mo.json"])
        #expect(mo.output.text.contains("1 review"))
    }

    @Test func deleteNeedsThePasswordAndAConfirmationThenRemovesEverything() async throws {
        let store = try await patsStore()
        let pat = try await accountID(store, "Pat")
        let wrong = try await session(
            store, loginLines("Pat") + ["account delete", otherPassword, "account delete", goodPassword, "delete Bob"])
        #expect(wrong.output.text.contains("That is not your password, so nothing was deleted."))
        #expect(wrong.output.text.contains("Nothing was deleted."))
        #expect(try await store.account(named: "Pat") != nil)

        let t = try await session(store, loginLines("Pat") + ["account delete", goodPassword, "delete pat"])
        #expect(t.output.text.contains("Pat is deleted, with 3 games. 1 submitted question stays in the bank without a name."))
        #expect(try await store.account(named: "Pat") == nil)
        #expect(try await store.stats(playerID: pat).games == 0)
        #expect(try await store.recentGames(playerID: pat, limit: 10).isEmpty)
        #expect(try await store.followers(of: try accountID(store, "Ada")).isEmpty)
        #expect(try await store.following(of: try accountID(store, "Mo")).isEmpty)
        let submission = try #require(try await store.submission(1))
        #expect(submission.authorID == nil && submission.state == .approved, "the question stays, without its author")
        #expect(try await store.bankQuestion(submission.questionID ?? -1) != nil)
    }

    @Test func theOnlyAdminCannotDeleteTheStoresLastAdmin() async throws {
        let store = try await communityStore()
        let t = try await session(store, loginLines("Ada") + ["account delete"])
        #expect(t.output.text.contains("You are the only admin of this store."))
        #expect(try await store.account(named: "Ada") != nil)
    }
}
