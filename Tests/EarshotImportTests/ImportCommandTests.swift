import EarshotApp
import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// `earshot import` and `earshot export` through the app: counts, messages as events, strict
/// mode, categories, idempotence and atomicity.
@Suite struct ImportCommandTests {
    static let gift = """
        $CATEGORY: Planets

        Closest to the Sun? {=Mercury ~Venus ~Mars}

        Mars is red. {T}

        Match them. {=a -> 1 =b -> 2 =c -> 3}

        Broken { =yes ~no
        """

    @Test func importsReportsAndIsIdempotent() async throws {
        let path = try temporaryFile("planets.gift", Self.gift)
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: path))
        #expect(try await t.store.questions(in: "planets").count == 2)
        let info = Event.app(
            .info("Imported planets.gift (Moodle GIFT): 2 added, 0 duplicates (already in the bank, or repeated in the file), 2 skipped."))
        #expect(t.events.events.contains(info), "said as an event, so it is spoken too")
        #expect(
            t.events.events.contains(
                .app(
                    .list(
                        title: "Skipped questions:",
                        items: [
                            "line 7: this is a matching question, which Earshot cannot play.",
                            "line 9: the answers start with { but have no closing }, or the other way round.",
                        ]))))
        #expect(t.messages.contains("Play them with: earshot play --category planets"))

        let again = try await makeTestApp(store: t.store)
        #expect(await again.importQuestions(from: path))
        #expect(again.messages.first?.contains("0 added, 2 duplicates") == true)
        #expect(try await t.store.questions(in: nil).count == 2)
    }

    @Test func strictRefusesAFileWithErrorsAndKeepsTheBankAsItWas() async throws {
        let path = try temporaryFile("planets.gift", Self.gift)
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: path, strict: true) == false)
        #expect(try await t.store.questions(in: nil).isEmpty)
        #expect(t.messages.first == "Nothing was imported: --strict is on, and planets.gift has 1 question with errors:")
        #expect(t.messages.contains("  line 9: the answers start with { but have no closing }, or the other way round."))

        let unsupportedOnly = try temporaryFile("ok.gift", "Q? {T}\n\nMatch. {=a -> 1 =b -> 2}\n")
        #expect(await t.importQuestions(from: unsupportedOnly, strict: true))
        #expect(try await t.store.questions(in: nil).count == 1, "a kind Earshot cannot play is skipped, not an error")
    }

    @Test func aFailureMidwayLeavesTheBankAsItWas() async throws {
        let store = try Store()
        let good = Question(categoryID: "a", kind: .truefalse, difficulty: .easy, text: "One", answers: ["true"])
        try await store.add([good], categories: [Category(id: "a", name: "A")], source: "test")
        let more = Question(categoryID: "a", kind: .truefalse, difficulty: .easy, text: "Two", answers: ["true"])
        let orphan = Question(categoryID: "missing", kind: .truefalse, difficulty: .easy, text: "Three", answers: ["true"])
        await #expect(throws: StoreError.self) { try await store.add([more, orphan], categories: [], source: "test") }
        #expect(try await store.questions(in: nil).map(\.text) == ["One"])
    }

    @Test func putsQuestionsInTheCategoryAskedForOrOneThatExists() async throws {
        let store = try Store()
        try await store.add(
            [Question(categoryID: "general", kind: .truefalse, difficulty: .easy, text: "Old", answers: ["true"])],
            categories: [Category(id: "general", name: "General Knowledge")], source: "test")
        let json = """
            [{"type":"boolean","difficulty":"easy","category":"General Knowledge","question":"New?","correct_answer":"True","incorrect_answers":["False"]},
             {"type":"boolean","difficulty":"easy","category":"Brand New","question":"Other?","correct_answer":"False","incorrect_answers":["True"]}]
            """
        let path = try temporaryFile("q.json", json)
        let t = try await makeTestApp(store: store)
        #expect(await t.importQuestions(from: path))
        #expect(try await store.questions(in: "general").map(\.text) == ["Old", "New?"])
        #expect(try await store.questions(in: "brand-new").map(\.text) == ["Other?"])

        let other = try temporaryFile("more.json", json.replacingOccurrences(of: "?", with: "!"))
        #expect(await t.importQuestions(from: other, category: "Year 7 Quiz"))
        #expect(try await store.questions(in: "year-7-quiz").map(\.text) == ["New!", "Other!"])
        #expect(try await store.categories().contains { $0.category == Category(id: "year-7-quiz", name: "Year 7 Quiz") })
    }

    @Test func saysWhatIsWrongWithTheSource() async throws {
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: "/no/such/file.gift") == false)
        #expect(await t.importQuestions(from: FileManager.default.temporaryDirectory.path) == false)
        let notes = try temporaryFile("notes.txt", "Just some notes.\n")
        #expect(await t.importQuestions(from: notes) == false)
        #expect(await t.importQuestions(from: notes, format: "word") == false)
        let onlyEssays = try temporaryFile("essays.gift", "Why? {}\n")
        #expect(await t.importQuestions(from: onlyEssays) == false)
        let errors = t.events.events.compactMap { e -> String? in
            if case .app(.error(let s)) = e { return s }
            return nil
        }
        #expect(errors.count == 5)
        #expect(errors[0] == "There is no file at /no/such/file.gift. Check the name and the folder.")
        #expect(errors[1].contains("is a folder"))
        #expect(errors[2].contains("notes.txt is not a question file Earshot knows (invalid data)"))
        #expect(errors[3].contains("\"word\" is not a format Earshot reads"))
        #expect(errors[4] == "essays.gift has no questions Earshot can play, so nothing was imported.")
    }

    @Test func exportsOneCategoryAndSaysWhatWentWrong() async throws {
        let store = try Store()
        try await store.add(RoundTripTests.questions, categories: RoundTripTests.categories, source: "test")
        let t = try await makeTestApp(store: store)
        let path = try temporaryFile("space.gift", "")
        #expect(await t.exportQuestions(format: "gift", category: "space", to: .file(path)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("$CATEGORY: Space & Stars"))
        #expect(
            text.contains(
                "Which planet is \"red\"? It's Mars & not Venus, right? {=Mars ~Venus ~Jupiter ~Ceres <dwarf> ####Iron oxide\\: rust.}"))
        #expect(text.contains("{#299792:500}"))
        #expect(!text.contains("Code"))
        #expect(t.messages.contains { $0.hasPrefix("Exported 6 questions from Space & Stars (1 category)") })
        #expect(t.messages.contains { $0.hasPrefix("Left out 1 list question: Moodle GIFT has no form for them.") })

        #expect(await t.exportQuestions(format: "pdf", to: .file(path)) == false)
        #expect(await t.exportQuestions(category: "cooking", to: .file(path)) == false)
        #expect(await t.exportQuestions(to: .file("/no/such/folder/out.json")) == false)
        #expect(await (try await makeTestApp()).exportQuestions(to: .file(path)) == false)
        let errors = t.messages.filter { $0.hasPrefix("Error:") }
        #expect(errors.count == 3)
        #expect(errors[0].contains("\"pdf\" is not a format Earshot writes"))
        #expect(errors[1].contains("There is no category called \"cooking\". The categories are: code, space."))
        #expect(errors[2].contains("/no/such/folder/out.json could not be written"))
    }
}
