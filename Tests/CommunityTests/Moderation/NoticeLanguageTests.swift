import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// What happened to a player's submitted questions is told in the player's language, from the
/// message catalogue, with the question cut at 40 characters.
@Suite("Submission notices in the player's language")
struct NoticeLanguageTests {
    @Test(arguments: [
        (Language.zh, "已通过", "需要修改"), (.ms, "diluluskan", "perlu diubah"), (.ta, "ஏற்கப்பட்டது", "மாற்றங்கள் தேவை"),
    ])
    func theAuthorHearsInTheirLanguage(_ language: Language, _ approved: String, _ changes: String) async throws {
        let store = try await tinyStore()
        let pat = try await accountID(store, "Pat")
        let mo = try await accountID(store, "Mo")
        var settings = PlayerSettings()
        settings.language = language
        try await store.save(settings, for: pat)
        let long = "Which planet of the solar system is called the red planet?"
        let first = try await store.submit(
            Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: long, answers: ["true"]), authorID: pat,
            day: "2026-11-23")
        let second = try await store.submit(
            Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: "Mars is red.", answers: ["true"]),
            authorID: pat, day: "2026-11-23")
        _ = try await store.approve(first, reviewerID: mo)
        try await store.decide(second, state: .changes, reason: "say why", reviewerID: mo)
        let told = try await session(store, loginLines("Pat"))
        let text = told.output.text
        #expect(text.contains(String(long.prefix(40)) + "…"), "cut at 40 characters")
        #expect(!text.contains(long))
        #expect(text.contains(approved) && text.contains("Tiny"))
        #expect(text.contains(changes) && text.contains("say why") && text.contains("submit \(second)"))
        #expect(!text.contains("was approved") && !text.contains("needs changes"), "not in English")
        let again = try await session(store, loginLines("Pat"))
        #expect(!again.output.text.contains(approved), "told once")
    }
}
