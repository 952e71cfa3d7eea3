import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

@Suite struct OpenTDBFormatTests {
    static let response = """
        {"response_code":0,"results":[
          {"type":"multiple","difficulty":"easy","category":"Science &amp; Nature",
           "question":"What is the chemical symbol for &quot;gold&quot;?","correct_answer":"Au",
           "incorrect_answers":["Ag","Gd","Go"]},
          {"type":"boolean","difficulty":"hard","category":"Entertainment: Japanese Anime &amp; Manga",
           "question":"Pok&eacute;mon&#039;s Pikachu is yellow.","correct_answer":"True","incorrect_answers":["False"]}
        ]}
        """

    @Test func readsAnAPIResponse() throws {
        let r = try read(Self.response, .opentdb)
        #expect(r.problems.isEmpty)
        #expect(r.questions.count == 2)
        let choice = r.questions[0]
        #expect(choice.kind == .choice)
        #expect(choice.difficulty == .easy)
        #expect(choice.text == "What is the chemical symbol for \"gold\"?")
        #expect(choice.answers == ["Au"])
        #expect(choice.wrong == ["Ag", "Gd", "Go"])
        let tf = r.questions[1]
        #expect(tf.kind == .truefalse)
        #expect(tf.answers == ["true"])
        #expect(tf.difficulty == .hard)
        #expect(tf.text == "Pokémon's Pikachu is yellow.")
        #expect(r.categories.map(\.name) == ["Science & Nature", "Entertainment: Japanese Anime & Manga"])
        #expect(r.categories.map(\.id) == ["science-nature", "entertainment-japanese-anime-manga"])
        #expect(choice.categoryID == "science-nature")
    }

    @Test func readsABareResultsArrayAndRawAmpersandsInCategories() throws {
        let bare = """
            [{"category":"Science & Nature","type":"multiple","difficulty":"medium",
              "question":"2 &lt; 3?","correct_answer":"Yes &amp; no","incorrect_answers":["No"]}]
            """
        let r = try read(bare, .opentdb)
        #expect(r.questions.count == 1)
        #expect(r.categories.map(\.name) == ["Science & Nature"])
        #expect(r.questions[0].text == "2 < 3?")
        #expect(r.questions[0].answers == ["Yes & no"])
    }

    @Test func readsURL3986AndLegacyAndBase64Encodings() throws {
        let url3986 = """
            {"response_code":0,"results":[{"type":"multiple","difficulty":"easy",
             "category":"Entertainment%3A%20Video%20Games","question":"What%20is%20%26quot%3B1%2B1%26quot%3B%3F",
             "correct_answer":"2","incorrect_answers":["3","11%25"]}]}
            """
        let r1 = try read(url3986, .opentdb)
        #expect(r1.problems.isEmpty)
        #expect(r1.questions.first?.text == "What is &quot;1+1&quot;?", "percent-decoded once, entities left alone")
        #expect(r1.categories.first?.name == "Entertainment: Video Games")
        #expect(r1.questions.first?.wrong == ["3", "11%"])

        let legacy = """
            [{"type":"boolean","difficulty":"medium","category":"History",
              "question":"Rome+was+built+in+a+day%2E","correct_answer":"False","incorrect_answers":["True"]}]
            """
        #expect(try read(legacy, .opentdb).questions.first?.text == "Rome was built in a day.")

        func b64(_ s: String) -> String { Data(s.utf8).base64EncodedString() }
        let base64 = """
            {"response_code":0,"results":[{"type":"\(b64("multiple"))","difficulty":"\(b64("hard"))",
             "category":"\(b64("Art"))","question":"\(b64("Who painted \"Guernica\"?"))",
             "correct_answer":"\(b64("Picasso"))","incorrect_answers":["\(b64("Dalí"))","\(b64("Miró"))"]}]}
            """
        let r3 = try read(base64, .opentdb)
        #expect(r3.questions.first?.text == "Who painted \"Guernica\"?")
        #expect(r3.questions.first?.difficulty == .hard)
        #expect(r3.questions.first?.wrong == ["Dalí", "Miró"])
        #expect(OpenTDBFormat.detectEncoding([OpenTDBFormat.Record(.object(["type": .string(b64("boolean"))]))]) == .base64)
    }

    @Test func reportsEachBadQuestionByItsPosition() throws {
        let bad = """
            {"results":[
              {"type":"multiple","difficulty":"easy","category":"A","question":"Fine?","correct_answer":"Yes","incorrect_answers":["No"]},
              {"type":"essay","difficulty":"easy","category":"A","question":"Why?","correct_answer":"x","incorrect_answers":[]},
              {"type":"multiple","difficulty":"extreme","category":"A","question":"Q","correct_answer":"a","incorrect_answers":["b"]},
              {"type":"multiple","difficulty":"easy","category":"A","correct_answer":"a","incorrect_answers":["b"]},
              {"type":"boolean","difficulty":"easy","category":"A","question":"Q","correct_answer":"Maybe","incorrect_answers":["x"]},
              {"type":"multiple","difficulty":"easy","category":"A","question":"Q","correct_answer":"a","incorrect_answers":[]},
              {"type":"multiple","difficulty":"easy","category":"A","question":"Q","correct_answer":"a","incorrect_answers":["A"]},
              {"type":"multiple","difficulty":"easy","category":"A","question":"Q","correct_answer":"a","incorrect_answers":[7]},
              "not an object"
            ]}
            """
        let r = try read(bad, .opentdb)
        #expect(r.questions.count == 1)
        #expect(r.problems.map(\.place) == (2...9).map { ImportPlace.question($0) })
        #expect(r.problems.allSatisfy { $0.kind == .invalid })
        #expect(r.problems[0].reason.contains("\"essay\" is not multiple or boolean"))
        #expect(r.problems[1].reason.contains("\"extreme\""))
        #expect(r.problems[2].reason.contains("no \"question\""))
        #expect(r.problems[3].reason.contains("True or False"))
        #expect(r.problems[4].reason.contains("at least one wrong option"))
        #expect(r.problems[5].reason.contains("two options are the same"))
        #expect(r.problems[6].reason.contains("not text"))
        #expect(r.problems[0].description == "question 2: the type \"essay\" is not multiple or boolean.")
    }

    @Test func refusesResponseCodesAndNonJSON() throws {
        for code in 1...5 {
            #expect {
                try read("{\"response_code\":\(code),\"results\":[]}", .opentdb)
            } throws: { error in
                (error as? ImportError)?.reason.contains("code \(code)") == true
            }
        }
        #expect(throws: ImportError.self) { try read("not json", .opentdb) }
        #expect(throws: ImportError.self) { try read("{\"questions\":[]}", .opentdb) }
        #expect(OpenTDBAPI.explain(responseCode: 5).contains("one request every 5 seconds"))
    }

    @Test func recognisesAPIAddresses() throws {
        let url = try #require(URL(string: "https://opentdb.com/api.php?amount=10&category=9&difficulty=easy&type=multiple&encode=base64"))
        #expect(OpenTDBAPI.isQuestionsURL(url))
        #expect(OpenTDBAPI.encoding(of: url) == .base64)
        #expect(!OpenTDBAPI.isQuestionsURL(try #require(URL(string: "https://opentdb.com/api_config.php"))))
        let withToken = OpenTDBAPI.url(url, withToken: "abc")
        #expect(OpenTDBAPI.queryValue("token", in: withToken) == "abc")
        #expect(OpenTDBAPI.queryValue("amount", in: withToken) == "10")
        #expect(OpenTDBAPI.tokenRequestURL(for: url).absoluteString == "https://opentdb.com/api_token.php?command=request")
        #expect(
            OpenTDBAPI.tokenResetURL(for: url, token: "abc").absoluteString
                == "https://opentdb.com/api_token.php?command=reset&token=abc")
    }
}
