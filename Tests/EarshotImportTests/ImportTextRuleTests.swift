import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

/// Imports hold every field, category names included, to ``ExternalText``'s rule and to the
/// field limits of `docs/import.md` (issue 20, item 13): a question that breaks them is skipped
/// and reported where it is, never stored.
@Suite struct ImportTextRuleTests {
    static let esc = "\u{1B}"

    @Test func aGIFTCategoryWithAnEscapeTakesItsQuestionsWithItOneByOne() throws {
        let gift = """
            $CATEGORY: Evil\(Self.esc)]0;title\u{07}

            Which planet is red? {=Mars ~Venus}

            Which planet has rings? {=Saturn ~Mercury}

            $CATEGORY: Good

            What is two plus two? {=four ~five}
            """
        let r = try read(gift, .gift, fileName: "quiz.gift")
        #expect(r.questions.map(\.text) == ["What is two plus two?"])
        #expect(r.categories.map(\.name) == ["Good"], "the refused category is not listed")
        #expect(r.problems.map(\.place) == [.line(3), .line(5)], "each question reported where it is")
        #expect(r.problems.allSatisfy { $0.reason.contains("the category name") && $0.reason.contains("control characters") })
        #expect(!r.problems.contains { $0.description.contains(Self.esc) }, "the message never echoes the escape")
    }

    @Test func csvAndPackCategoriesFollowTheSameRule() throws {
        let csv = "question,answer,wrong1,category\nWhich is red?,Mars,Venus,Bad\u{9B}31m\nWhich is blue?,Neptune,Mars,Planets\n"
        let r = try read(csv, .csv, fileName: "quiz.csv")
        #expect(r.questions.map(\.text) == ["Which is blue?"])
        #expect(r.problems.first?.place == .line(2))
        let pack = """
            {"format": 1, "id": "p", "name": "P", "categories": [
              {"id": "evil", "name": "Evil\\u001b[2J"}, {"id": "fine", "name": "Fine", "description": "Bell\\u0007"}, {"id": "ok", "name": "Ok"}],
             "questions": [
              {"category": "evil", "kind": "truefalse", "difficulty": "easy", "text": "Is the sky blue?", "answer": true},
              {"category": "fine", "kind": "truefalse", "difficulty": "easy", "text": "Is grass green?", "answer": true},
              {"category": "ok", "kind": "truefalse", "difficulty": "easy", "text": "Is snow white?", "answer": true}]}
            """
        let p = try read(pack, .earshot, fileName: "p.json")
        #expect(p.questions.map(\.text) == ["Is snow white?"])
        #expect(p.problems.map(\.place) == [.question(1), .question(2)])
        #expect(p.problems[1].reason.contains("description"))
    }

    @Test func directionMarksAndInvisiblesInNamesAreDropped() throws {
        let gift = "$CATEGORY: Sci\u{202E}en\u{200B}ce\n\nWhich planet is red? {=Mars ~Venus}\n"
        let r = try read(gift, .gift, fileName: "quiz.gift")
        #expect(r.categories.map(\.name) == ["Science"])
        #expect(r.questionCount == 1)
    }

    @Test func damagedTextIsSkipped() throws {
        let r = try read("question,answer,wrong1\nWho wrote Don Quixote?,Cervantes,Caf\u{FFFD}\n", .csv, fileName: "q.csv")
        #expect(r.questionCount == 0)
        #expect(r.problems.first?.reason.contains("U+FFFD") == true)
    }

    @Test func eachFieldHasItsLimit() throws {
        let atLimit = String(repeating: "q", count: 999) + "?"
        let over = String(repeating: "q", count: 1_000) + "?"
        let longOption = String(repeating: "o", count: 501)
        let longWhy = String(repeating: "w", count: 1_001)
        let longCategory = String(repeating: "c", count: 101)
        let csv = """
            question,answer,wrong1,explanation,category
            \(atLimit),yes,no,,
            \(over),yes,no,,
            Which one?,\(longOption),no,,
            Why?,yes,no,\(longWhy),
            Where?,yes,no,,\(longCategory)
            """
        let r = try read(csv, .csv, fileName: "limits.csv")
        #expect(r.questions.map(\.text) == [atLimit], "exactly 1,000 characters is allowed")
        let reasons = r.problems.map(\.reason)
        #expect(reasons.count == 4)
        #expect(reasons[0].contains("the question is 1,001 characters long, and Earshot takes at most 1,000"))
        #expect(reasons[1].contains("an option") && reasons[1].contains("501 characters long") && reasons[1].contains("at most 500"))
        #expect(reasons[2].contains("the explanation is 1,001 characters long"))
        #expect(reasons[3].contains("the category name") && reasons[3].contains("at most 100"))
    }

    @Test func fieldsCountCharactersNotBytes() throws {
        let chinese = String(repeating: "问", count: 999) + "？"
        let r = try read("question,answer,wrong1\n\(chinese),是,否\n", .csv, fileName: "zh.csv")
        #expect(r.questionCount == 1, "3,000 bytes but 1,000 characters")
    }
}
