import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotImport

/// Junk is not questions: a file must show its format's markers or it is refused as invalid
/// data, and messages quote at most a short, sanitised excerpt of it.
@Suite struct HostileInputTests {
    static func randomBytes(_ count: Int, seed: UInt64) -> Data {
        var rng = SeededGenerator(seed: seed)
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) })
    }

    @Test func randomBytesAreNeverQuestions() throws {
        let names = ["quiz.gift", "quiz.csv", "quiz.json", "quiz.txt", "quiz", "questions.aiken", "data.bin"]
        for (i, name) in names.enumerated() {
            for size in [16, 500, 70_000] {
                let data = Self.randomBytes(size, seed: UInt64(i * 1000 + size))
                #expect(throws: ImportError.self, "\(name), \(size) bytes") { try QuestionImporter.read(data, fileName: name) }
                for format in ImportFormat.allCases {
                    let r = try? QuestionImporter.read(data, format: format, fileName: name)
                    #expect((r?.questionCount ?? 0) == 0, "\(name) forced as \(format)")
                }
            }
        }
    }

    @Test func binaryAndEmptyFilesAreRefused() throws {
        var elf = Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        elf += Data(repeating: 0, count: 100) + Data("Q? {=a ~b}\n".utf8)
        #expect {
            try QuestionImporter.read(elf, fileName: "quiz.gift")
        } throws: { ($0 as? ImportError)?.reason.contains("not a question file Earshot knows (invalid data)") == true }
        #expect {
            try QuestionImporter.read(Data(), fileName: "quiz.json")
        } throws: { ($0 as? ImportError)?.reason.contains("quiz.json is empty") == true }
        #expect(throws: ImportError.self) { try QuestionImporter.read(Data("\n\n  \n".utf8), fileName: "quiz.txt") }
    }

    @Test func truncatedJSONIsReportedAsBrokenAtItsLine() async throws {
        let full = """
            {"response_code":0,"results":[
            {"type":"boolean","difficulty":"easy","category":"A","question":"One?","correct_answer":"True","incorrect_answers":["False"]},
            {"type":"boolean","difficulty":"easy","category":"A","question":"Two?","correct_answer":"True","incorrect_answers":["False"]}
            ]}
            """
        let cut = Data(full.utf8.prefix(200))
        #expect {
            try QuestionImporter.read(cut, fileName: "cut.json")
        } throws: { error in
            let reason = (error as? ImportError)?.reason ?? ""
            return reason.contains("broken JSON: at line 3") && reason.contains("cut short")
        }
        #expect {
            try QuestionImporter.read(Data("{\"results\": [1, 2,, 3]}".utf8), fileName: "x.json")
        } throws: { ($0 as? ImportError)?.reason.contains("broken JSON: at line 1, a value should come here") == true }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: ImportError.self, "deep nesting is an error, not a stack overflow") {
            try QuestionImporter.read(Data(("{\"results\":" + deep).utf8), fileName: "deep.json")
        }
        #expect {
            try QuestionImporter.read(Data("{\"name\": \"just some JSON\"}".utf8), fileName: "x.json")
        } throws: { ($0 as? ImportError)?.reason.contains("not a question file Earshot knows") == true }
    }

    @Test func questionsWithControlCharactersAreSkipped() throws {
        let r = try read("Question,Answer,Wrong1\nSafe?,yes,no\nEvil\u{1B}]52;c;aGk=\u{07}?,yes,no\n", .csv)
        #expect(r.questions.map(\.text) == ["Safe?"])
        #expect(r.problems.first?.description.contains("control characters") == true)
    }

    @Test func messagesQuoteOnlyAShortSanitisedExcerpt() async throws {
        #expect(ImportText.excerpt("a\u{1B}[6nb\u{202E}c") == "a?[6nb?c")
        #expect(ImportText.excerpt(String(repeating: "x", count: 100)) == String(repeating: "x", count: 40) + "…")
        let shadow = try temporaryFile(
            "shadow", "root:$y$j9T$abcdefghijklmnopqrstuv$ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcde:19000:0:99999:7:::\n")
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: shadow, format: "csv") == false)
        let all = t.messages.joined(separator: "\n")
        #expect(!all.contains("$y$j9T"), "\(all)")
        #expect(all.contains("not a CSV question file (invalid data)"))

        let header = try temporaryFile("wide.csv", "Alpha,\u{1B}]52;c;secret\u{07}" + String(repeating: "z", count: 300) + "\nq,a\n")
        #expect(await t.importQuestions(from: header, format: "csv") == false)
        let last = t.messages.joined(separator: "\n")
        #expect(!last.contains("\u{1B}"))
        #expect(!last.contains(String(repeating: "z", count: 60)))
    }
}
