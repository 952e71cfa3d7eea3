import EarshotCore
import Foundation
import Testing

@Suite("Pack validation")
struct PackLoaderTests {
    func pack(_ questions: String, header: String = #""format": 1, "id": "test", "name": "Test""#) -> Data {
        Data(
            """
            { \(header), "categories": [{"id": "science", "name": "Science"}],
              "questions": [\(questions)] }
            """.utf8)
    }

    let good =
        #"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Symbol for gold?", "answer": "Au", "wrong": ["Ag", "Gd", "Go"]}"#

    @Test func loadsEveryKind() throws {
        let data = pack(
            [
                good,
                #"{"category": "science", "kind": "truefalse", "difficulty": "medium", "text": "Water boils at 100 C at sea level.", "answer": true}"#,
                #"{"category": "science", "kind": "typed", "difficulty": "hard", "text": "Element 1?", "answers": ["Hydrogen", "H"], "explanation": "It is the lightest."}"#,
                #"{"category": "science", "kind": "list", "difficulty": "medium", "text": "Name the noble gases.", "answers": ["Helium", "Neon"]}"#,
            ].joined(separator: ","))
        let (loaded, problems) = try PackLoader.load(data, file: "test.json")
        #expect(problems.isEmpty)
        #expect(loaded.questions.map(\.kind) == [.choice, .truefalse, .typed, .list])
        #expect(loaded.questions[0].answers == ["Au"])
        #expect(loaded.questions[0].wrong == ["Ag", "Gd", "Go"])
        #expect(loaded.questions[1].answers == ["true"])
        #expect(loaded.questions[2].explanation == "It is the lightest.")
        #expect(loaded.contentHash.count == 64)
    }

    @Test(
        "Each kind of bad question is skipped with its reason",
        arguments: [
            (#"{"category": "science", "kind": "essay", "difficulty": "easy", "text": "Q", "answer": "A"}"#, "unknown kind"),
            (
                #"{"category": "science", "kind": "choice", "difficulty": "trivial", "text": "Q", "answer": "A", "wrong": ["B"]}"#,
                "unknown difficulty"
            ),
            (
                #"{"category": "maths", "kind": "choice", "difficulty": "easy", "text": "Q", "answer": "A", "wrong": ["B"]}"#,
                "not one of this pack's categories"
            ),
            (#"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "  ", "answer": "A", "wrong": ["B"]}"#, "no text"),
            (#"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Q", "wrong": ["B"]}"#, "needs an \"answer\""),
            (
                #"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Q", "answer": "A", "wrong": []}"#,
                "1 to 5 wrong options, found 0"
            ),
            (
                #"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Q", "answer": "A", "wrong": ["B","C","D","E","F","G"]}"#,
                "found 6"
            ),
            (
                #"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Q", "answer": "Paris", "wrong": ["paris!", "Rome"]}"#,
                "two options are the same"
            ),
            (
                #"{"category": "science", "kind": "choice", "difficulty": "easy", "text": "Q", "answer": "A", "wrong": ["B", " "]}"#,
                "wrong options is empty"
            ),
            (#"{"category": "science", "kind": "truefalse", "difficulty": "easy", "text": "Q", "answer": "yes"}"#, "true or false"),
            (#"{"category": "science", "kind": "typed", "difficulty": "easy", "text": "Q", "answers": []}"#, "needs \"answers\""),
            (#"{"category": "science", "kind": "typed", "difficulty": "easy", "text": "Q", "answers": ["A", ""]}"#, "answers is empty"),
            (#"{"category": "science", "kind": "list", "difficulty": "easy", "text": "Q", "answers": ["A"]}"#, "at least two items"),
        ])
    func badQuestion(_ json: String, _ reason: String) throws {
        let (loaded, problems) = try PackLoader.load(pack(good + "," + json + "," + good), file: "bad.json")
        #expect(loaded.questions.count == 2)
        #expect(problems.count == 1)
        #expect(problems.first?.question == 2)
        #expect(problems.first?.description.hasPrefix("bad.json, question 2: ") == true)
        #expect(problems.first?.reason.contains(reason) == true, "\(problems.first?.reason ?? "none")")
    }

    @Test func wholeFileProblemsRejectTheFile() {
        #expect(throws: PackError.self) { try PackLoader.load(Data("not json".utf8), file: "x.json") }
        #expect(throws: PackError.self) {
            try PackLoader.load(pack(good, header: #""format": 2, "id": "test", "name": "T""#), file: "x.json")
        }
        #expect(throws: PackError.self) {
            try PackLoader.load(pack(good, header: #""format": 1, "id": "Bad Id", "name": "T""#), file: "x.json")
        }
        #expect(throws: PackError.self) {
            try PackLoader.load(Data(#"{"format": 1, "id": "x", "name": "X", "categories": [], "questions": []}"#.utf8), file: "x.json")
        }
        do {
            _ = try PackLoader.load(Data("{".utf8), file: "broken.json")
            Issue.record("a broken file loaded")
        } catch let error as PackError {
            #expect(error.description.hasPrefix("broken.json: "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func contentHashIgnoresWrongOptionOrderButNotText() throws {
        let a = Question(categoryID: "c", kind: .choice, difficulty: .easy, text: "Q", answers: ["A"], wrong: ["B", "C"])
        var b = a
        b.wrong = ["C", "B"]
        var c = a
        c.text = "Q2"
        #expect(a.contentHash == b.contentHash)
        #expect(a.contentHash != c.contentHash)
    }

    @Test func sha256KnownVectors() {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
