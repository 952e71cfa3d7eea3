import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import Testing

/// `import` typed at the main prompt: the `Transfer` room's command, with the same import as
/// `earshot import`.
@Suite struct ImportAtThePromptTests {
    @Test func importsAQuotedPathWithSpacesAndSaysWhatItDid() async throws {
        let path = try temporaryFile("my quiz.gift", "Closest to the Sun? {=Mercury ~Venus ~Mars}\n\nMars is red. {T}\n")
        let t = try await makeTestApp(lines: ["import \"\(path)\"", "quit"])
        _ = await t.app.runREPL(version: "test")
        #expect(try await t.store.questions(in: "my-quiz").count == 2)
        #expect(
            t.events.events.contains(
                .app(
                    .info(
                        "Imported my quiz.gift (Moodle GIFT): 2 added, 0 duplicates (already in the bank, or repeated in the file), 0 skipped."
                    ))),
            "said as an event, so it is spoken too")
    }

    @Test func withoutAFileItSaysHowToUseIt() async throws {
        let t = try await makeTestApp(lines: ["import", "import \"\"", "quit"])
        let before = try await t.store.questions(in: nil).count
        _ = await t.app.runREPL(version: "test")
        let usage = Event.app(.info(Messages.english("boards.import.usage")))
        #expect(t.events.events.filter { $0 == usage }.count == 2, "a bare import and empty quotes both get the usage")
        #expect(try await t.store.questions(in: nil).count == before)
    }
}
