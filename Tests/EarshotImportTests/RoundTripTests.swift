import EarshotApp
import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Export, then import into an empty bank: the same questions come back.
@Suite struct RoundTripTests {
    static let categories = [
        Category(id: "space", name: "Space & Stars"), Category(id: "code", name: "Code: {Braces} = Fun"),
    ]
    static let questions = [
        Question(
            categoryID: "space", kind: .choice, difficulty: .easy, text: "Which planet is \"red\"? It's Mars & not Venus, right?",
            answers: ["Mars"], wrong: ["Venus", "Jupiter", "Ceres <dwarf>"], explanation: "Iron oxide: rust."),
        Question(categoryID: "space", kind: .truefalse, difficulty: .medium, text: "The Sun is a star.", answers: ["true"]),
        Question(
            categoryID: "space", kind: .truefalse, difficulty: .hard, text: "Pluto is a planet.", answers: ["false"],
            explanation: "It was reclassified in 2006."),
        Question(
            categoryID: "space", kind: .typed, difficulty: .hard, text: "How many km/s is light, roughly?",
            answers: ["299792"], tolerance: 500),
        Question(categoryID: "space", kind: .typed, difficulty: .easy, text: "How many moons has Mars?", answers: ["2"]),
        Question(
            categoryID: "space", kind: .typed, difficulty: .medium, text: "Name the brightest star at night.",
            answers: ["Sirius", "Alpha Canis Majoris"], explanation: "Sirius A, 8.6 light years away."),
        Question(
            categoryID: "space", kind: .list, difficulty: .medium, text: "Name the gas giants.", answers: ["Jupiter", "Saturn"]),
        Question(
            categoryID: "code", kind: .choice, difficulty: .medium, text: "Which one escapes in GIFT: \\ ~ = # { } : ?",
            answers: ["\\{"], wrong: ["~=", "#:"], explanation: "All of them do; this is just a test."),
        Question(categoryID: "code", kind: .typed, difficulty: .easy, text: "Type TRUE in capitals.", answers: ["TRUE"]),
        Question(
            categoryID: "code", kind: .typed, difficulty: .easy, text: "What is pi to 4 places?", answers: ["3.1416"], tolerance: 0.00005),
        Question(categoryID: "code", kind: .choice, difficulty: .hard, text: "Café, naïve or résumé?", answers: ["Naïve"], wrong: ["Café"]),
    ]

    /// A question as compared across formats: its category by name, and every field.
    static func keys(_ store: Store) async throws -> [String] {
        let names = Dictionary(uniqueKeysWithValues: try await store.categories().map { ($0.category.id, $0.category.name) })
        return try await store.questions(in: nil).map { q in
            [
                names[q.categoryID] ?? "?", q.kind.rawValue, q.difficulty.rawValue, q.text, q.answers.joined(separator: "|"),
                q.wrong.joined(separator: "|"), q.explanation ?? "", q.tolerance.map { String($0) } ?? "",
            ].joined(separator: " / ")
        }.sorted()
    }

    static func roundTrip(_ source: Store, format: String) async throws -> (Store, TestApp) {
        let path = try temporaryFile("export.\(format)", "")
        let exporter = try await makeTestApp(store: source)
        #expect(await exporter.exportQuestions(format: format, to: .file(path)))
        let target = try Store()
        let importer = try await makeTestApp(store: target)
        #expect(await importer.importQuestions(from: path))
        return (target, importer)
    }

    static func sourceStore() async throws -> Store {
        let store = try Store()
        try await store.add(questions, categories: categories, source: "test")
        return store
    }

    @Test func earshotPacksKeepEverything() async throws {
        let source = try await Self.sourceStore()
        let (target, _) = try await Self.roundTrip(source, format: "earshot")
        await #expect(try Self.keys(target) == Self.keys(source))
        await #expect(try target.questions(in: nil).count == Self.questions.count)
        await #expect(Set(try target.categories().map(\.category)) == Set(Self.categories), "ids kept too")
    }

    @Test func giftKeepsEveryKindButLists() async throws {
        let source = try await Self.sourceStore()
        let (target, _) = try await Self.roundTrip(source, format: "gift")
        let expected = try await Self.keys(source).filter { !$0.contains(" / list / ") }
        await #expect(try Self.keys(target) == expected)
        #expect(expected.count == Self.questions.count - 1)
    }

    @Test func openTDBKeepsChoiceAndTrueFalse() async throws {
        let source = try await Self.sourceStore()
        let exporter = try await makeTestApp(store: source)
        let path = try temporaryFile("export.json", "")
        #expect(await exporter.exportQuestions(format: "opentdb", to: .file(path)))
        #expect(exporter.messages.contains { $0.hasPrefix("Exported 5 questions from the bank (2 categories)") })
        #expect(exporter.messages.contains { $0.contains("Left out 1 list and 5 typed questions") })
        let target = try Store()
        #expect(await (try await makeTestApp(store: target)).importQuestions(from: path))
        let expected = try await Self.keys(source).filter { $0.contains(" / choice / ") || $0.contains(" / truefalse / ") }
        await #expect(try Self.keys(target) == expected)
    }

    @Test func theWholeBuiltInBankSurvivesEveryFormat() async throws {
        let source = try Store()
        let report = await PackInstaller.installBuiltins(into: source)
        #expect(report.problems.isEmpty)
        let all = try await Self.keys(source)
        #expect(all.count >= 600)
        for format in ["earshot", "gift", "opentdb"] {
            let (target, importer) = try await Self.roundTrip(source, format: format)
            let kept = all.filter { key in
                switch format {
                case "gift": return !key.contains(" / list / ")
                case "opentdb": return key.contains(" / choice / ") || key.contains(" / truefalse / ")
                default: return true
                }
            }
            await #expect(try Self.keys(target) == kept, "\(format)")
            #expect(importer.messages.contains { $0.contains("\(kept.count) added, 0 duplicates") }, "\(format)")
        }
    }
}
