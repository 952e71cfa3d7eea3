import EarshotApp
import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Exports never emit a control or direction character, whatever an old database holds
/// (issue 20, item 13): `export --format gift` printed raw ESC, BEL, C1 and U+202E, and the
/// JSON exports carried C1 and bidi characters.
@Suite struct ExportCleanTests {
    static let hostile = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[6n\u{202E}\u{9B}2J\u{85}\u{2066}"

    /// A bank written as an old Earshot or another program could have left it: straight into
    /// the store, past every check.
    static func oldBank() async throws -> Store {
        let store = try Store()
        let h = hostile
        try await store.add(
            [
                Question(
                    categoryID: "evil", kind: .choice, difficulty: .easy, text: "Which\(h) one?", answers: ["Right\(h)"],
                    wrong: ["Wrong\(h)", "Other"], explanation: "Because\(h)."),
                Question(categoryID: "evil", kind: .truefalse, difficulty: .easy, text: "True\(h)?", answers: ["true"]),
                Question(categoryID: "evil", kind: .typed, difficulty: .easy, text: "Type\(h) it", answers: ["it\(h)"]),
            ],
            categories: [Category(id: "evil", name: "Evil\(h)", description: "d\(h)")], source: "old")
        return store
    }

    static func assertClean(_ data: Data, _ what: String) {
        let text = String(decoding: data, as: UTF8.self)
        #expect(!data.contains(0x1B), "ESC in \(what)")
        #expect(!data.contains(0x07), "BEL in \(what)")
        for scalar in text.unicodeScalars where scalar != "\n" {
            let kind = ExternalText.kind(of: scalar)
            #expect(kind != .control && kind != .direction, "U+\(String(scalar.value, radix: 16)) in \(what)")
        }
    }

    @Test(arguments: ExportFormat.allCases)
    func everyFormatIsCleanOnTheWayOut(_ format: ExportFormat) async throws {
        let store = try await Self.oldBank()
        let t = try await makeTestApp(store: store)
        let path = try temporaryFile("out.\(format.rawValue)", "")
        #expect(await t.exportQuestions(format: format.rawValue, to: .file(path)))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        Self.assertClean(data, format.rawValue)
        let back = try QuestionImporter.read(data, format: format == .gift ? .gift : nil, fileName: "out.\(format.rawValue)")
        #expect(back.questionCount > 0, "the cleaned export reads back")
        #expect(back.categories.first?.name.hasPrefix("Evil") == true, "\(back.categories)")
        #expect(back.categories.first?.name.contains("52;c") == false, "the whole sequence goes: \(back.categories)")
    }

    @Test func theExporterCleansEveryField() async throws {
        let questions = try await Self.oldBank().questions(in: nil)
        #expect(questions.count == 3 && questions.allSatisfy { $0.text.contains("\u{1B}") }, "the store kept them raw")
        let categories = [Category(id: "evil", name: "Evil\(Self.hostile)", description: "d\(Self.hostile)")]
        for format in ExportFormat.allCases {
            let file = QuestionExporter.export(questions, categories: categories, format: format, name: "Pack\(Self.hostile)")
            Self.assertClean(file.data, "\(format) from the exporter")
        }
    }
}
