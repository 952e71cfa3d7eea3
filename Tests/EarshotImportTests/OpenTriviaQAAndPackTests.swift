import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

@Suite struct OpenTriviaQAFormatTests {
    @Test func readsMultiLineQuestionsAndOnlyTakesOptionsAfterTheAnswer() throws {
        let text =
            "#Q Finish this old phrase:\r\n\r\nA dog that barks\nI am related to a shadow.\n^ never bites\nA never bites\nB always bites\nC sometimes sleeps\nD A lot\n\n#Q The sky is blue.\n^ True\nA True\nB False\n"
        let r = try QuestionImporter.read(Data(text.utf8), format: .opentriviaqa, fileName: "brain-teasers")
        #expect(r.problems.isEmpty)
        #expect(r.questions.count == 2)
        #expect(r.questions[0].text == "Finish this old phrase: A dog that barks I am related to a shadow.")
        #expect(r.questions[0].answers == ["never bites"])
        #expect(r.questions[0].wrong == ["always bites", "sometimes sleeps", "A lot"])
        #expect(r.questions[1].kind == .truefalse && r.questions[1].answers == ["true"])
        #expect(r.categories.map(\.name) == ["Brain teasers"])
    }

    @Test func readsWindows1252BytesInAUTF8File() throws {
        var bytes = Array("#Q Who sang ".utf8) + [0x93] + Array("Caf".utf8) + [0xE9, 0x94] + Array("?\n^ Ana\nA Ana\nB Bo\n".utf8)
        bytes += Array("#Q Plain \u{00E9}t\u{00E9}?\n^ Yes\nA Yes\nB No\n".utf8)
        let r = try QuestionImporter.read(Data(bytes), format: .opentriviaqa, fileName: "music")
        #expect(r.questions.map(\.text) == ["Who sang \u{201C}Café\u{201D}?", "Plain été?"])
    }

    @Test func reportsEachBadQuestion() throws {
        let text =
            "stray line\n#Q No answer line\nA x\nB y\n#Q Answer not an option\n^ z\nA x\nB y\n#Q One option\n^ x\nA x\n#Q Junk after\n^ x\nA x\nB y\nthis is not an option\n#Q Same twice\n^ x\nA x\nB X\n"
        let r = try read(text, .opentriviaqa)
        #expect(r.questions.count == 1, "only 'Junk after' is kept")
        #expect(r.errors.map(\.place) == [1, 2, 5, 9, 16, 17].map { ImportPlace.line($0) })
        #expect(r.errors[1].reason.contains("no ^ line"))
        #expect(r.errors[2].reason.contains("\"z\" is not one of the options"))
        #expect(r.errors[3].reason.contains("at least 2 options"))
        #expect(r.errors[5].reason.contains("two options are the same"))
    }
}

@Suite struct EarshotPackFormatTests {
    @Test func readsAPackKeepingItsIDsAndReportingBadQuestions() throws {
        let pack = """
            {"format":1,"id":"space","name":"Space","categories":[{"id":"space","name":"Space"}],
             "questions":[
              {"category":"space","kind":"list","difficulty":"easy","text":"Name the gas giants.","answers":["Jupiter","Saturn"]},
              {"category":"space","kind":"choice","difficulty":"easy","text":"Bad","answer":"x","wrong":[]},
              {"category":"space","kind":"typed","difficulty":"hard","text":"Speed of light in km/s?","answers":["299792"],"tolerance":500}
             ]}
            """
        let r = try read(pack, .earshot, fileName: "space.json")
        #expect(r.questions.count == 2)
        #expect(r.questions[0].kind == .list && r.questions[0].answers == ["Jupiter", "Saturn"])
        #expect(r.questions[1].tolerance == 500)
        #expect(r.categories == [Category(id: "space", name: "Space")])
        #expect(r.problems.map(\.place) == [.question(2)])
    }

    @Test func reportsEachKindOfBadQuestion() throws {
        let pack = """
            {"format":1,"id":"p","name":"P","categories":[{"id":"p","name":"P"}],"questions":[
              {"category":"p","kind":"essay","difficulty":"easy","text":"Q"},
              {"category":"p","kind":"choice","difficulty":"extreme","text":"Q","answer":"a","wrong":["b"]},
              {"category":"nowhere","kind":"choice","difficulty":"easy","text":"Q","answer":"a","wrong":["b"]},
              {"category":"p","kind":"truefalse","difficulty":"easy","text":"Q","answer":"yes"},
              {"category":"p","kind":"list","difficulty":"easy","text":"Q","answers":["only one"]},
              {"category":"p","kind":"typed","difficulty":"easy","text":"  ","answers":["a"]},
              {"category":"p","kind":"choice","difficulty":"easy","text":"Q","answer":"a"},
              7
            ]}
            """
        let r = try read(pack, .earshot)
        #expect(r.questions.isEmpty)
        #expect(r.problems.map(\.place) == (1...8).map { ImportPlace.question($0) })
        let reasons = r.problems.map(\.reason)
        #expect(reasons[0].contains("unknown kind \"essay\""))
        #expect(reasons[1].contains("unknown difficulty \"extreme\""))
        #expect(reasons[2].contains("\"nowhere\" is not one of this pack's categories"))
        #expect(reasons[3].contains("true or false"))
        #expect(reasons[4].contains("at least two items"))
        #expect(reasons[5].contains("no text"))
        #expect(reasons[6].contains("\"wrong\" list"))
        #expect(reasons[7].contains("not a question object"))
    }

    @Test func refusesABrokenPack() {
        #expect(throws: ImportError.self) {
            try read("{\"format\":1,\"id\":\"x\",\"name\":\"X\",\"categories\":[],\"questions\":[]}", .earshot)
        }
        #expect(throws: ImportError.self) {
            try read("{\"format\":1,\"id\":\"x\",\"categories\":[{\"id\":\"Bad Id\",\"name\":\"B\"}],\"questions\":[]}", .earshot)
        }
        #expect(throws: ImportError.self) { try read("[1, 2]", .earshot) }
        #expect(throws: ImportError.self) {
            try read("{\"format\":2,\"id\":\"x\",\"name\":\"X\",\"categories\":[],\"questions\":[]}", .earshot)
        }
    }
}

@Suite struct ImportFormatTests {
    @Test func detectsEachFormat() throws {
        func detect(_ text: String, _ name: String) -> ImportFormat? { ImportFormat.detect(Data(text.utf8), fileName: name) }
        #expect(detect("{\"format\":1,\"questions\":[]}", "x.json") == .earshot)
        #expect(detect("{\"response_code\":0,\"results\":[]}", "x.json") == .opentdb)
        #expect(detect("[{\"question\":\"q\",\"correct_answer\":\"a\"}]", "x") == .opentdb)
        #expect(detect("#Q Question?\n^ a\nA a\nB b\n", "animals") == .opentriviaqa)
        #expect(detect("Q?\nA) a\nB) b\nANSWER: A\n", "quiz.txt") == .aiken)
        #expect(detect("Q? {=a ~b}\n\nR? {T}\n", "quiz.txt") == .gift)
        #expect(detect("anything", "quiz.gift") == nil, "a name alone is not a format: the content must show its markers")
        #expect(detect("Why? {}\n", "essays.gift") == .gift)
        #expect(detect("Question,Answer,Wrong1\nq,a,b\n", "quiz.txt") == .csv)
        #expect(detect("# A README\n\nSome {braces} in prose.\n\nMore prose.\n", "README.md") == nil)
        #expect(detect("{not json", "x.json") == nil)
    }

    @Test func namesFormatsForgivingly() {
        #expect(ImportFormat(name: "GIFT") == .gift)
        #expect(ImportFormat(name: "open-tdb") == .opentdb)
        #expect(ImportFormat(name: "OpenTriviaQA") == .opentriviaqa)
        #expect(ImportFormat(name: "docx") == nil)
    }

    @Test func refusesAnUnknownFormatInPlainWords() {
        #expect {
            try QuestionImporter.read(Data("hello".utf8), fileName: "notes.txt")
        } throws: { error in
            (error as? ImportError)?.reason.contains("notes.txt is not a question file Earshot knows (invalid data)") == true
        }
    }
}
