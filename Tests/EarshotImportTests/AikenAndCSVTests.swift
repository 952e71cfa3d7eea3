import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

@Suite struct AikenFormatTests {
    @Test func readsValidQuestions() throws {
        let text = """
            What is the capital of France?
            A) Berlin
            B) Paris
            C. Madrid
            D)Rome
            ANSWER: B
            Is the Earth round?
            A) True
            B) False
            ANSWER: A

            Which symbols are these: < > &
            A. Less, greater, and
            B. Arrows
            NUMBERING: abc
            ANSWER: A
            """
        let r = try read(text, .aiken)
        #expect(r.problems.isEmpty)
        #expect(r.questions.count == 3)
        #expect(r.questions[0].answers == ["Paris"])
        #expect(r.questions[0].wrong == ["Berlin", "Madrid", "Rome"])
        #expect(r.questions[1].kind == .truefalse && r.questions[1].answers == ["true"])
        #expect(r.questions[2].text == "Which symbols are these: < > &", "kept as plain text, not HTML")
    }

    @Test(needsCorpora) func reportsMoodlesErrorsOnMoodlesLines() throws {
        let r = try QuestionImporter.read(try corpus("aiken/moodle/aiken_errors.txt"), format: .aiken, fileName: "aiken_errors.txt")
        #expect(r.questions.count == 3)
        #expect(r.errors.map(\.place) == [3, 5, 7, 18].map { ImportPlace.line($0) })
        #expect(r.errors[0].reason.contains("at least 2 options"))
        #expect(r.errors[1].reason.contains("question not started"))
        #expect(r.errors[2].reason.contains("question not started"))
        #expect(r.errors[3].reason.contains("question not completed"))
        #expect(r.questions.map(\.answers) == [["Correct"], ["Correct (No space)"], ["Correct (< > &)"]])
    }

    @Test func reportsAWrongAnswerLetterAndAnUnfinishedLastQuestion() throws {
        let text = "Q1?\nA) x\nB) y\nANSWER: C\nQ2?\nA) x\nB) y"
        let r = try read(text, .aiken)
        #expect(r.questions.isEmpty)
        #expect(r.errors.map(\.place) == [.line(4), .line(5)])
        #expect(r.errors[0].reason.contains("\"C\" is not the letter of one of the 2 options"))
        #expect(r.errors[1].reason.contains("end of the file"))
    }
}

@Suite struct CSVFormatTests {
    @Test func readsEarshotsLayoutWithQuotedCells() throws {
        let text = """
            question,answer,wrong1,wrong2,wrong3,category,difficulty,kind,explanation
            "Which is a primary colour, red or green?",Red,Green,,,Art,easy,,"Red, yellow and blue."
            Is water wet?,true,,,,Science,,,
            Name a noble gas,Helium|Neon|Argon,,,,Science,hard,typed,
            Name the three primary colours,Red|Yellow|Blue,,,,Art,medium,list,
            "A ""quoted"" word
            over two lines?",yes,no,,,,,,
            """
        let r = try read(text, .csv, fileName: "quiz.csv")
        #expect(r.problems.isEmpty)
        #expect(r.questions.count == 5)
        #expect(r.questions[0].text == "Which is a primary colour, red or green?")
        #expect(r.questions[0].kind == .choice && r.questions[0].wrong == ["Green"] && r.questions[0].difficulty == .easy)
        #expect(r.questions[0].explanation == "Red, yellow and blue.")
        #expect(r.questions[1].kind == .truefalse && r.questions[1].answers == ["true"])
        #expect(r.questions[2].kind == .typed && r.questions[2].answers == ["Helium", "Neon", "Argon"])
        #expect(r.questions[3].kind == .list && r.questions[3].answers.count == 3)
        #expect(r.questions[4].text == "A \"quoted\" word over two lines?")
        #expect(r.questions[4].categoryID == "quiz")
        #expect(Set(r.categories.map(\.name)) == ["Art", "Science", "Quiz"])
    }

    @Test(needsCorpora) func readsMoodlesLetterLayout() throws {
        let r = try QuestionImporter.read(
            try corpus("csv/GopalSharma-moodle-qformat_csv/sample.csv"), format: .csv, fileName: "sample.csv")
        #expect(r.questions.count == 9)
        #expect(r.problems.count == 1)
        #expect(r.problems[0].place == .line(3) && r.problems[0].kind == .unsupported)
        #expect(r.questions[0].text == "The dmesg command")
        #expect(r.questions[0].answers == ["kernel log messages"])
        #expect(r.questions.contains { $0.wrong.contains("–l") || $0.answers.contains("–i") })
    }

    @Test func reportsBadRowsWithTheirLines() throws {
        let text = """
            question;answer;wrong 1;difficulty;kind
            Fine?;yes;no;;
            ;orphan answer;;;
            No answer?;;x;;
            Too hard?;a;b;extreme;
            Odd kind?;a;b;;essay
            Not true or false;maybe;;;truefalse
            Too many;a;b;c;d;e
            "Never closed;a;b;;
            """
        let r = try read(text, .csv)
        #expect(r.questions.count == 1)
        #expect(r.errors.map(\.place) == (3...9).map { ImportPlace.line($0) })
        #expect(r.errors[0].reason == "the question cell is empty.")
        #expect(r.errors[1].reason == "the answer cell is empty.")
        #expect(r.errors[2].reason.contains("\"extreme\""))
        #expect(r.errors[3].reason.contains("\"essay\""))
        #expect(r.errors[4].reason.contains("true or false"))
        #expect(r.errors[5].reason.contains("6 cells but the header has 5"))
        #expect(r.errors[6].reason.contains("closing quote is missing"))
    }

    @Test func refusesAFileWithoutTheNeededColumns() {
        #expect(throws: ImportError.self) { try read("name,score\nSam,3\n", .csv) }
        #expect(throws: ImportError.self) { try read("", .csv) }
    }
}
