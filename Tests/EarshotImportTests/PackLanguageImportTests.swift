import EarshotCore
import EarshotImport
import EarshotPacks
import Foundation
import Testing

/// An imported pack keeps its language, as a built-in one does.
@Suite struct PackLanguageImportTests {
    @Test(arguments: [("zh-general.json", Language.zh), ("ms-general.json", .ms), ("ta-general.json", .ta)])
    func theLanguageOfAPackReachesItsCategories(_ file: String, _ language: Language) throws {
        let url = try #require(BuiltinPacks.files().first { $0.lastPathComponent == file })
        let r = try QuestionImporter.read(try Data(contentsOf: url), fileName: file)
        #expect(r.categories.count >= 4)
        #expect(r.categories.allSatisfy { $0.language == language })
        #expect(r.questions.count >= 40)
    }

    @Test func anUnknownOrLateLanguageIsRefused() {
        let unknown = #"{"format":1,"id":"x","name":"X","language":"fr","categories":[{"id":"x","name":"X"}],"questions":[]}"#
        #expect(throws: ImportError.self) { try QuestionImporter.read(Data(unknown.utf8), fileName: "x.json") }
        let late = #"{"format":1,"id":"x","name":"X","categories":[{"id":"x","name":"X"}],"language":"ms","questions":[]}"#
        #expect(throws: ImportError.self) { try QuestionImporter.read(Data(late.utf8), fileName: "x.json") }
        let english = #"""
            {"format":1,"id":"x","name":"X","categories":[{"id":"x","name":"X"}],
             "questions":[{"category":"x","kind":"truefalse","difficulty":"easy","text":"Water is wet.","answer":true}]}
            """#
        #expect((try? QuestionImporter.read(Data(english.utf8), fileName: "x.json"))?.categories.first?.language == .en)
    }
}
